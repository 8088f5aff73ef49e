"""JSON lines for the logs (``LOG_FORMAT=json``, as ``make prod`` sets): one object per
record, so that a log collector can pick the table, the version or the task out of each
line. The fields a caller passes with ``extra=`` (``{"table": …, "version": …}``) become
fields of the object."""

from __future__ import annotations

import datetime as dt
import json
import logging
from typing import Any

# The attributes every LogRecord has: the rest of a record's __dict__ came with extra=.
_STANDARD = set(vars(logging.LogRecord("", 0, "", 0, "", (), None))) | {
    "message", "asctime", "taskName"}


class JsonFormatter(logging.Formatter):
    """``{"time", "level", "logger", "message", "pid", ...extra, "exc"}`` on one line."""

    def format(self, record: logging.LogRecord) -> str:
        data: dict[str, Any] = {
            "time": dt.datetime.fromtimestamp(record.created, dt.UTC).isoformat(
                timespec="milliseconds").replace("+00:00", "Z"),
            "level": record.levelname,
            "logger": record.name,
            "message": record.getMessage(),
            "pid": record.process,
        }
        for key, value in vars(record).items():
            if key not in _STANDARD and not key.startswith("_") and key not in data:
                data[key] = _plain(value)
        if record.exc_info:
            data["exc"] = self.formatException(record.exc_info)
        if record.stack_info:
            data["stack"] = self.formatStack(record.stack_info)
        return json.dumps(data, ensure_ascii=False, default=str)


def _plain(value: Any) -> Any:
    """JSON's own types as they are; a request (Django's loggers pass one) as its path."""
    if value is None or isinstance(value, (str, int, float, bool, list, dict)):
        return value
    path = getattr(value, "path", None)
    if isinstance(path, str) and hasattr(value, "method"):
        return f"{value.method} {path}"
    return str(value)
