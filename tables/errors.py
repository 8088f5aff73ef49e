"""The tables layer's refusals: each says in words why, with the ``code`` and HTTP ``status``
the API and the sockets answer it with (``tables.api.error_response``); ``table``, when set,
is the table as it is, whose fresh view a stale client gets."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from tables.models import Table


class ServiceError(Exception):
    """A refused request: ``code`` and ``status`` go to the client with the message."""

    code = "error"
    status = 400

    def __init__(self, message: str, table: Table | None = None, *, code: str | None = None,
                 status: int | None = None, details: Mapping[str, Any] | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.table = table
        if code is not None:
            self.code = code
        if status is not None:
            self.status = status
        self.details = dict(details or {})  # more fields for the error object: plain JSON


class Invalid(ServiceError):
    code, status = "invalid", 400


class Illegal(ServiceError):
    code, status = "illegal", 400


class Stale(ServiceError):
    code, status = "stale", 409


class Forbidden(ServiceError):
    code, status = "forbidden", 403


class NotFound(ServiceError):
    code, status = "not_found", 404
