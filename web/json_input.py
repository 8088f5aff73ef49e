"""Reading JSON that clients send: HTTP request bodies and WebSocket messages.

One reader for every entry point, so that all of them refuse the same things in the same
words, before anything is decided on the data:

- more than ``MAX_BYTES`` (16 KiB) of UTF-8: a table's action or settings are a few hundred
  bytes. Django's ``DATA_UPLOAD_MAX_MEMORY_SIZE`` (2.5 MiB) does bound ``request.body``, but
  answers with an HTML 400 page, and nothing bounds a WebSocket message;
- nesting deeper than ``MAX_DEPTH`` (32) arrays and objects, found by a linear scan before
  parsing: ``json.loads`` recurses once per level, and 100,000 nested lists end in a
  ``RecursionError`` (a 500, or a 1011 close on the WebSocket);
- anything but UTF-8 (RFC 8259 §8.1): ``json.loads`` on bytes would also guess UTF-16 and
  UTF-32, and a byte order mark, which JSON does not allow either; a lone surrogate escape
  (``"\\ud800"``), which is no character and cannot be stored or encoded again;
- ``NaN``, ``Infinity`` and numbers too large for a float (``1e999``): Python's extensions,
  not JSON.

A refusal is a :class:`JsonInputError`; callers turn it into their own error answer.
"""

from __future__ import annotations

import json
import math
import re
from collections.abc import Iterator
from typing import Any

from django.core.exceptions import RequestDataTooBig
from django.http import HttpRequest
from django.utils.translation import gettext as _

MAX_BYTES = 16 * 1024
MAX_DEPTH = 32
# Declared request types read as JSON; a charset other than UTF-8 is refused with them.
JSON_TYPES = re.compile(r"^application/(?:[\w.+-]+\+)?json$")
# Byte order marks of UTF-8, UTF-32 (before UTF-16: FF FE 00 00 starts with FF FE) and
# UTF-16.
_BOMS = (b"\xef\xbb\xbf", b"\x00\x00\xfe\xff", b"\xff\xfe\x00\x00", b"\xfe\xff", b"\xff\xfe")
# What the depth scan looks at: a whole string (escapes included, so a quoted bracket or an
# escaped quote is skipped), or a bracket. An unterminated string runs to the end; the parser
# refuses it afterwards.
_TOKENS = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"?|[\[\]{}]', re.DOTALL)
_OPENERS = frozenset("[{")
_CLOSERS = frozenset("]}")


class JsonInputError(ValueError):
    """Input refused before or while parsing: ``message`` is for the person, ``status`` and
    ``code`` for the HTTP answer (415 ``unsupported_media_type`` for a declared non-JSON
    type, otherwise 400 ``invalid``)."""

    def __init__(self, message: str, reason: str, *, status: int = 400,
                 code: str = "invalid") -> None:
        super().__init__(message)
        self.message = message
        self.reason = reason  # size, depth, encoding, syntax or media_type
        self.status = status
        self.code = code


def read_request(request: HttpRequest) -> Any:
    """The JSON value in ``request``'s body (any JSON value: callers check its shape)."""
    content_type = request.content_type or ""
    if content_type and not JSON_TYPES.match(content_type.lower()):
        raise JsonInputError(_("Send the body as JSON, with Content-Type application/json."),
                             "media_type", status=415, code="unsupported_media_type")
    charset = (request.content_params or {}).get("charset")
    if charset is not None and charset.strip().lower() not in ("utf-8", "utf8"):
        raise JsonInputError(_("Send JSON encoded as UTF-8."), "media_type", status=415,
                             code="unsupported_media_type")
    try:
        declared = int(request.META.get("CONTENT_LENGTH") or 0)
    except ValueError:
        declared = 0
    if declared > MAX_BYTES:  # refused before reading a byte of it
        raise too_large()
    try:
        body = request.body
    except RequestDataTooBig:  # a body larger than declared
        raise too_large() from None
    return loads(body)


def loads(data: bytes | str) -> Any:
    """Parse ``data`` (bytes: UTF-8; str: a WebSocket text message) or raise
    :class:`JsonInputError`."""
    if len(data) > MAX_BYTES:  # each character is at least one byte: no need to encode
        raise too_large()
    if isinstance(data, str):
        try:
            raw = data.encode("utf-8")  # a lone surrogate cannot be
        except UnicodeEncodeError:
            raise not_utf8() from None
    else:
        raw = data
    if len(raw) > MAX_BYTES:
        raise too_large()
    # NUL is never in JSON text (a control character must be escaped even in a string), but
    # it is in every UTF-16 and UTF-32 encoding of it: name the encoding, not the syntax.
    if raw.startswith(_BOMS) or b"\x00" in raw:
        raise not_utf8()
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise not_utf8() from None
    if too_deep(text):
        raise JsonInputError(
            _("The JSON is nested too deeply: at most %(depth)d levels of arrays and objects.")
            % {"depth": MAX_DEPTH}, "depth")
    try:
        value = json.loads(text, parse_constant=_refuse_constant, parse_float=_finite_float)
    except ValueError:  # JSONDecodeError, and an integer over Python's digit limit
        raise not_json() from None
    if any(_has_surrogate(s) for s in _strings(value)):
        raise not_utf8()
    return value


def too_deep(text: str, limit: int = MAX_DEPTH) -> bool:
    """Whether ``text`` opens more than ``limit`` arrays or objects inside one another,
    outside strings. Linear, without recursion, and whatever the syntax: unbalanced or
    broken text is left to the parser."""
    if text.count("[") + text.count("{") <= limit:  # the common case, at C speed
        return False
    depth = 0
    for match in _TOKENS.finditer(text):
        token = match.group()
        if token in _OPENERS:
            depth += 1
            if depth > limit:
                return True
        elif token in _CLOSERS:
            depth -= 1
    return False


def too_large() -> JsonInputError:
    return JsonInputError(_("The JSON is too long: send at most %(limit)d bytes.")
                          % {"limit": MAX_BYTES}, "size")


def not_utf8() -> JsonInputError:
    return JsonInputError(_("Send JSON encoded as UTF-8."), "encoding")


def not_json() -> JsonInputError:
    return JsonInputError(_("The request body is not valid JSON."), "syntax")


def _refuse_constant(name: str) -> Any:
    raise ValueError(f"{name} is not JSON")


def _finite_float(text: str) -> float:
    number = float(text)
    if not math.isfinite(number):
        raise ValueError(f"{text} is too large")
    return number


def _strings(value: Any) -> Iterator[str]:
    """Every string in a parsed value, keys included; an explicit stack, not recursion."""
    stack = [value]
    while stack:
        item = stack.pop()
        if isinstance(item, str):
            yield item
        elif isinstance(item, dict):
            stack.extend(item.keys())
            stack.extend(item.values())
        elif isinstance(item, list):
            stack.extend(item)


def _has_surrogate(text: str) -> bool:
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return True
    return False
