"""The site's JavaScript and CSS without their comments and indentation, as production serves
them (``ModuleManifestStorage`` strips each file as ``collectstatic`` stores it).

The source explains itself at length; the browser needs none of it. Comments and the
whitespace that starts a line make some 40% of the modules' bytes even after Brotli. Nothing
else is touched: every line break stays (so no semicolon that JavaScript inserts at a line's
end goes missing), and strings, template literals (with ``${…}`` nested in them, to any depth)
and regular expressions are copied as they are. No minifier that renames or rewrites code:
what runs in production is the code that was reviewed and tested, less its comments.

A lexer, not a pattern per comment: ``"//"`` in a string, ``/*`` in a regular expression or
``// note`` inside a template literal are text. Whether a ``/`` starts a regular expression
or divides is told by the token before it, as JavaScript's grammar does for the code written
here (tests/test_minify.py checks every module's tokens against a real parser's, espree's).
"""

from __future__ import annotations

import re

# What may stand before a "/" that divides: a name, a number, a closing bracket or a string.
# After anything else (an operator, "(", ",", "=", "return"…) a "/" starts a regex.
_KEYWORDS_BEFORE_REGEX = frozenset((
    "return", "typeof", "instanceof", "in", "of", "new", "delete", "void", "throw", "case", "do",
    "else", "yield", "await"))

_CODE = re.compile(r"""
    (?P<space>[ \t\r\f\v\u00a0\ufeff]+)
  | (?P<newline>\n)
  | (?P<line_comment>//[^\n]*)
  | (?P<block_comment>/\*.*?\*/)
  | (?P<string>"(?:[^"\\\n]|\\.|\\\n)*"|'(?:[^'\\\n]|\\.|\\\n)*')
  | (?P<backtick>`)
  | (?P<open>\{)
  | (?P<close>\})
  | (?P<slash>/)
  | (?P<word>[\w$\u0080-\uffff]+)
  | (?P<other>.)
""", re.VERBOSE | re.DOTALL)
_REGEX = re.compile(r"/(?:[^/\\\[\n]|\\.|\[(?:[^\]\\\n]|\\.)*\])+/[a-z]*")
_TEMPLATE = re.compile(r"(?:[^`\\$]|\\.|\$(?!\{))*", re.DOTALL)
_CSS = re.compile(r"""
    (?P<block_comment>/\*.*?\*/)
  | (?P<string>"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*')
  | (?P<other>[^/"']+|.)
""", re.VERBOSE | re.DOTALL)
_CSS_NAME = re.compile(r"[\w-]")


def _regex_may_follow(previous: str) -> bool:
    if not previous:
        return True
    if previous in _KEYWORDS_BEFORE_REGEX:
        return True
    return not (previous[-1].isalnum() or previous[-1] in "_$)]}\"'`" or ord(previous[-1]) > 127)


def strip_js(source: str) -> str:
    """``source`` without comments, trailing spaces, indentation and empty lines."""
    out: list[str] = []
    # One entry per "${" open around the code being read: the "{" opened since inside it.
    substitutions: list[int] = []
    previous = ""  # the last token that was no space or comment
    at, end = 0, len(source)

    def template(start: int) -> str:
        """A template literal's text from ``start`` (after its "`" or a substitution's "}")
        to its closing "`", or to a "${", whose code the loop reads next."""
        nonlocal at, previous
        stop = _TEMPLATE.match(source, start).end()  # type: ignore[union-attr]
        if stop >= end:
            raise ValueError("a template literal without its end")
        if source[stop] == "`":
            at, previous = stop + 1, "`"
        else:  # "${"
            at, previous = stop + 2, "{"
            substitutions.append(0)
        return source[start:at]

    while at < end:
        match = _CODE.match(source, at)
        assert match is not None  # "other" takes any one character
        kind, text = match.lastgroup, match[0]
        at = match.end()
        if kind == "space":
            if out and out[-1] not in ("\n", " "):
                out.append(" ")
            continue
        if kind in ("newline", "block_comment") and "\n" in text:
            # A comment that held a line break still ends the line (after a return, say).
            while out and out[-1] == " ":
                out.pop()
            if out and out[-1] != "\n":
                out.append("\n")
            continue
        if kind in ("line_comment", "block_comment"):
            if kind == "block_comment" and out and out[-1] not in ("\n", " "):
                out.append(" ")
            continue
        if kind == "backtick":
            out.append("`" + template(at))
            continue
        if kind == "close" and substitutions and substitutions[-1] == 0:
            substitutions.pop()  # the end of a "${…}": back in its template literal
            out.append("}" + template(at))
            continue
        if kind == "open" and substitutions:
            substitutions[-1] += 1
        elif kind == "close" and substitutions:
            substitutions[-1] -= 1
        elif kind == "slash" and _regex_may_follow(previous):
            regex = _REGEX.match(source, at - 1)
            if regex:
                text, at = regex[0], regex.end()
        out.append(text)
        previous = text
    return "".join(out).strip("\n ") + "\n"


def strip_css(source: str) -> str:
    """``source`` without comments, indentation, trailing spaces and empty lines."""
    out: list[str] = []
    for match in _CSS.finditer(source):
        if match.lastgroup == "block_comment":
            # CSS drops a comment without a space: "a/**/b" is two names, which only a
            # comment can keep apart; anywhere else it goes.
            before, after = source[match.start() - 1:match.start()], source[match.end():][:1]
            if _CSS_NAME.match(before) and _CSS_NAME.match(after):
                out.append("/**/")
            continue
        out.append(match[0])
    lines = (line.strip() for line in "".join(out).split("\n"))
    return "\n".join(line for line in lines if line) + "\n"
