"""JSON log lines (LOG_FORMAT=json): one object per line, with the table and version that
the tables layer passes as extra."""

from __future__ import annotations

import json
import logging
import sys

from config.logs import JsonFormatter
from tests.test_settings import run


def record(message: str, *args: object, **extra: object) -> logging.LogRecord:
    made = logging.getLogger("tables.services").makeRecord(
        "tables.services", logging.WARNING, __file__, 1, message, args, None, extra=extra)
    made.created = 1_780_000_000.25
    return made


def test_a_line_is_one_json_object_with_the_extra_fields() -> None:
    line = JsonFormatter().format(record("table %s stalled at %s", "abc", 7,
                                         table="abc", version=7))
    assert "\n" not in line
    data = json.loads(line)
    assert data["message"] == "table abc stalled at 7"
    assert data["level"] == "WARNING" and data["logger"] == "tables.services"
    assert data["table"] == "abc" and data["version"] == 7
    assert data["time"] == "2026-05-28T20:26:40.250Z"
    assert isinstance(data["pid"], int)
    assert "args" not in data and "msg" not in data  # the record's own attributes stay out


def test_an_exception_is_kept_in_the_same_line() -> None:
    try:
        raise ValueError("bad move\nsecond line")
    except ValueError:
        made = record("failed", table="t")
        made.exc_info = sys.exc_info()
    line = JsonFormatter().format(made)
    assert "\n" not in line
    data = json.loads(line)
    assert "ValueError: bad move" in data["exc"] and data["table"] == "t"


def test_anything_else_is_written_as_text() -> None:
    class Request:
        method, path = "GET", "/api/tables/x/"

    data = json.loads(JsonFormatter().format(record("m", request=Request(), when=object())))
    assert data["request"] == "GET /api/tables/x/" and data["when"].startswith("<object")


def test_log_format_json_configures_the_console() -> None:
    code = ("import django, logging; django.setup(); "
            "logging.getLogger('tables.services').warning('hello %s', 'x', "
            "extra={'table': 't1', 'version': 3})")
    result = run(["-c", code], LOG_FORMAT="json")
    assert result.returncode == 0, result.stderr
    data = json.loads(result.stderr.strip().splitlines()[-1])
    assert data["message"] == "hello x" and data["table"] == "t1" and data["version"] == 3


def test_an_unknown_log_format_is_refused() -> None:
    result = run(["-c", "import django; django.setup()"], LOG_FORMAT="xml")
    assert result.returncode != 0 and "LOG_FORMAT" in result.stderr
