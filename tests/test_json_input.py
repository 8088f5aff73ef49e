"""web.json_input: what it refuses, and that the depth scan respects strings and escapes."""

from __future__ import annotations

import json
import time

import pytest

from web.json_input import MAX_BYTES, MAX_DEPTH, JsonInputError, loads, too_deep


def reason(data: str | bytes) -> str:
    with pytest.raises(JsonInputError) as refused:
        loads(data)
    assert refused.value.status == 400 and refused.value.code == "invalid"
    return refused.value.reason


def nested(depth: int, open_: str = "[", close: str = "]") -> str:
    return open_ * depth + close * depth


def test_plain_json_is_read_from_bytes_and_text() -> None:
    value = {"a": [1, 2.5, None, True], "b": "ünïcödé ♠", "c": {"d": []}}
    assert loads(json.dumps(value)) == value
    assert loads(json.dumps(value, ensure_ascii=False).encode("utf-8")) == value
    assert loads(nested(MAX_DEPTH)) == json.loads(nested(MAX_DEPTH))


@pytest.mark.parametrize("depth", [MAX_DEPTH + 1, 2_000])
def test_nesting_past_the_limit_is_refused_before_parsing(depth: int) -> None:
    assert reason(nested(depth)) == "depth"
    assert reason('{"a": ' * depth + "1" + "}" * depth) == "depth"
    assert reason("[{" * (depth // 2 + 1) + "}]" * (depth // 2 + 1)) == "depth"


def test_the_depth_scan_skips_strings_and_escapes() -> None:
    assert not too_deep(json.dumps(["[" * 100, "{" * 100]))
    assert not too_deep(json.dumps(['\\"[[[[' * 50]))  # an escaped quote stays inside
    assert not too_deep(json.dumps(["\\" * 7 + "[" * 100]))  # backslashes, then brackets
    assert too_deep('["\\\\", ' + nested(MAX_DEPTH) + "]")  # "\\" ends: brackets count
    assert too_deep('"unterminated' + nested(MAX_DEPTH + 1)) is False  # all in the string
    assert too_deep(nested(MAX_DEPTH + 1)[:-5])  # broken text: left to the parser after
    assert loads(json.dumps({"k": "]" * 100 + "[" * 100})) == {"k": "]" * 100 + "[" * 100}


def test_the_depth_scan_is_linear() -> None:
    text = json.dumps(["\\\"[" * 3000]) + nested(MAX_DEPTH) * 40
    started = time.perf_counter()
    for _ in range(20):
        too_deep(text)
    assert time.perf_counter() - started < 1.0  # about 5 ms here; quadratic would be minutes


def test_size_is_limited_in_bytes() -> None:
    fits = json.dumps("x" * (MAX_BYTES - 2))
    assert loads(fits) == "x" * (MAX_BYTES - 2)
    assert reason(json.dumps("x" * (MAX_BYTES - 1))) == "size"
    assert reason(json.dumps("é" * (MAX_BYTES // 2), ensure_ascii=False)) == "size"  # 2 bytes
    assert reason("[" * 100_000 + "]" * 100_000) == "size"


@pytest.mark.parametrize("codec", ["utf-16", "utf-16-le", "utf-16-be", "utf-32", "utf-32-le",
                                   "utf-32-be", "utf-8-sig"])
def test_only_utf8_without_a_bom_is_read(codec: str) -> None:
    assert reason(json.dumps({"game": "x"}).encode(codec)) == "encoding"


def test_invalid_utf8_and_lone_surrogates_are_refused() -> None:
    assert reason(b'{"a": "\xff"}') == "encoding"
    assert reason(b'"\xed\xa0\x80"') == "encoding"  # a surrogate encoded in UTF-8 bytes
    assert reason('"\\ud800"') == "encoding"  # escaped in JSON
    assert reason('{"\\udfff": 1}') == "encoding"  # in a key
    assert reason("\ud800") == "encoding"  # in a WebSocket's text
    assert loads('"\\ud83c\\udca1"') == "\U0001f0a1"  # a pair is a character


@pytest.mark.parametrize("text", ["NaN", "[Infinity]", '{"a": -Infinity}', "1e999", "-1e400",
                                  "1" * 5000, "{", "", "[1,]", "{'a': 1}"])
def test_what_is_not_json_is_refused(text: str) -> None:
    assert reason(text) == "syntax"


def test_messages_are_plain() -> None:
    with pytest.raises(JsonInputError, match=f"at most {MAX_DEPTH} levels"):
        loads(nested(MAX_DEPTH + 1))
    with pytest.raises(JsonInputError, match=f"at most {MAX_BYTES} bytes"):
        loads(" " * (MAX_BYTES + 1))
