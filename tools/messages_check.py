"""The translation check CI runs (issue 11): every string a person reads is marked, every
catalogue is complete, and the committed catalogues are what ``makemessages`` would write.

``python -m tools.messages_check`` runs all of it (``make check-messages``; it needs GNU
gettext). The tests run the parts that need no gettext (``tests/test_messages.py``).
"""

from __future__ import annotations

import ast
import os
import re
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
DOMAINS = ("django", "djangojs")
# Where the text a person reads lives: every package of the project (a game is one, found
# with no line here) and the site's templates. Tests and scripts speak to developers.
PACKAGES = tuple(sorted(path.parent.name for path in ROOT.glob("*/__init__.py")
                        if path.parent.name != "tests")) + ("templates",)
SKIPPED_PARTS = {"tests", "migrations", "management", "__pycache__", "static"}

# A line carrying this comment holds text that stays as it is in every language: a CSS class,
# a probe's answer, a name.
PRAGMA = "i18n: keep"

# ---------------------------------------------------------------- templates


class _TextFinder(HTMLParser):
    """The words of one stretch of template text: element text and the attributes people
    read or hear, outside <script> and <style>."""

    # data-local-label: a heading's text once the script shows times in the reader's clock.
    READ_ATTRIBUTES = {"alt", "title", "placeholder", "aria-label", "aria-description",
                       "aria-roledescription", "aria-valuetext", "aria-placeholder", "label",
                       "data-local-label", "content"}

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.found: list[tuple[int, str]] = []  # (line, text)
        self._code = 0

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in ("script", "style"):
            self._code += 1
        names = dict(attrs)
        for name, value in attrs:
            readable = name in self.READ_ATTRIBUTES or (
                name == "value" and names.get("type") in ("submit", "button", "reset"))
            if readable and value and name != "content" or (
                    name == "content" and names.get("name") == "description"):
                self._add(value or "")

    def handle_endtag(self, tag: str) -> None:
        if tag in ("script", "style") and self._code:
            self._code -= 1

    def handle_data(self, data: str) -> None:
        if not self._code:
            self._add(data)

    def _add(self, text: str) -> None:
        word = _WORD.search(text)
        if word:
            line = self.getpos()[0] + text[:word.start()].count("\n")
            self.found.append((line, " ".join(text.split())))


_WORD = re.compile(r"[^\W\d_]{2}")  # two letters in a row: a word, not a glyph or a number


def _has_words(text: str) -> bool:
    return _WORD.search(text) is not None


def _language_codes() -> set[str]:
    from django.conf import settings

    return {code for code, _name in settings.LANGUAGES}


def template_files() -> Iterator[Path]:
    for package in PACKAGES:
        yield from sorted((ROOT / package).rglob("*.html"))


def unmarked_template_strings() -> list[str]:
    """``path:line: text`` for each piece of template text outside the translation tags.
    A template named ``*.<language>.html`` is written in that language and is left out."""
    languages = _language_codes()
    problems = []
    for path in template_files():
        if len(path.suffixes) > 1 and path.suffixes[-2].lstrip(".") in languages:
            continue
        problems += [f"{path.relative_to(ROOT)}:{line}: {text[:60]}"
                     for line, text in template_problems(path.read_text(encoding="utf-8"))]
    return problems


def template_problems(source: str) -> list[tuple[int, str]]:
    """(line, text) for each piece of text a person reads in ``source`` that is not marked."""
    from django.template.base import Lexer, TokenType

    # The page as HTML with each tag, variable and translated block replaced by a mark that
    # holds no word (and the same line breaks, so that lines still match).
    shown, inside_translation = [], 0
    for token in Lexer(source).tokenize():
        breaks = "\n" * token.contents.count("\n")
        if token.token_type == TokenType.BLOCK:
            word = token.contents.split()[0] if token.contents else ""
            if word in ("blocktranslate", "blocktrans"):
                inside_translation += 1
            elif word in ("endblocktranslate", "endblocktrans"):
                inside_translation -= 1
        if token.token_type == TokenType.TEXT and not inside_translation:
            shown.append(token.contents)
        else:
            shown.append("§" + breaks)
    finder = _TextFinder()
    finder.feed("".join(shown))
    finder.close()
    lines = source.splitlines()
    return [(line, text) for line, text in finder.found if PRAGMA not in lines[line - 1]]


# ---------------------------------------------------------------- Python

# Calls whose first argument a person reads: it must be marked (or a variable holding text
# marked where it was made).
SINKS = {"ServiceError", "Invalid", "Illegal", "Stale", "Forbidden", "NotFound",
         "IllegalAction", "InvalidAction", "InvalidOptions", "NicknameError", "DailyRefused",
         "ValidationError", "Http404", "PermissionDenied", "HttpResponse",
         "HttpResponseBadRequest", "rate", "Figure", "Phrase"}
MARKERS = {"_", "gettext", "gettext_lazy", "gettext_noop", "ngettext", "ngettext_lazy",
           "pgettext", "pgettext_lazy", "npgettext", "npgettext_lazy", "format_lazy"}
# Calls whose text is for developers and logs.
DEVELOPER_CALLS = {"debug", "info", "warning", "error", "exception", "critical", "print",
                   "add_argument", "ArgumentParser", "ValueError", "TypeError", "KeyError",
                   "AssertionError", "RuntimeError", "LookupError", "NotImplementedError",
                   "ImproperlyConfigured", "CommandError", "UnknownGame", "write",
                   "SystemExit", "OSError"}


def _call_name(node: ast.Call) -> str:
    func = node.func
    if isinstance(func, ast.Attribute):
        return func.attr
    return func.id if isinstance(func, ast.Name) else ""


def _is_sentence(text: str) -> bool:
    """Reads like something shown to a person: a capital, then at least two words."""
    return bool(re.match(r"[A-Z][a-z']*[ ,:;]+\S*[a-z]", text)) and "{%" not in text


class _PythonScan(ast.NodeVisitor):
    def __init__(self, lines: list[str]) -> None:
        self.lines = lines
        self.problems: list[tuple[int, str]] = []
        self._skip: set[int] = set()  # ids of string nodes already judged

    def _report(self, node: ast.expr, text: str) -> None:
        if PRAGMA not in self.lines[node.lineno - 1]:
            self.problems.append((node.lineno, text[:60]))

    def visit_Call(self, node: ast.Call) -> None:
        name = _call_name(node)
        if name in MARKERS or name in DEVELOPER_CALLS:
            for child in ast.walk(node):
                self._skip.add(id(child))
        elif name in SINKS and node.args:
            message = _passed_on(node.args[0])
            text = _literal_text(message)
            if text is not None and _has_words(text):
                self._report(message, text)
            for child in ast.walk(node.args[0]):
                self._skip.add(id(child))
        self.generic_visit(node)

    def visit_Expr(self, node: ast.Expr) -> None:  # docstrings and bare strings
        if isinstance(node.value, ast.Constant):
            self._skip.add(id(node.value))
        self.generic_visit(node)

    def visit_Constant(self, node: ast.Constant) -> None:
        if id(node) in self._skip or not isinstance(node.value, str):
            return
        if _is_sentence(node.value):
            self._report(node, node.value)

    def visit_JoinedStr(self, node: ast.JoinedStr) -> None:
        if id(node) in self._skip:
            return
        text = _literal_text(node)
        if text is not None and _is_sentence(text):
            self._report(node, text)


def _passed_on(node: ast.expr) -> ast.expr:
    """What a call that only passes its text on is given: ``"…"`` in ``Invalid(_sentence("…"))``,
    so that a literal wrapped in a helper is judged as if handed over directly."""
    while (isinstance(node, ast.Call) and node.args and _call_name(node) not in MARKERS
           and _call_name(node) != "format"):
        node = node.args[0]
    return node


def _literal_text(node: ast.expr) -> str | None:
    """The literal text of a string, f-string or ``"…".format(…)``; None for anything else."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.JoinedStr):
        return "".join(v.value for v in node.values
                       if isinstance(v, ast.Constant) and isinstance(v.value, str)) or " "
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) \
            and node.func.attr == "format":
        return _literal_text(node.func.value)
    if isinstance(node, ast.BinOp):
        return _literal_text(node.left)
    return None


def python_files() -> Iterator[Path]:
    for package in PACKAGES:
        for path in sorted((ROOT / package).rglob("*.py")):
            if not SKIPPED_PARTS.intersection(path.relative_to(ROOT).parts):
                yield path


def unmarked_python_strings() -> list[str]:
    """``path:line: text`` for each sentence in Python that no marker wraps."""
    problems = []
    for path in python_files():
        problems += [f"{path.relative_to(ROOT)}:{line}: {text}"
                     for line, text in python_problems(path.read_text(encoding="utf-8"))]
    return problems


def python_problems(source: str) -> list[tuple[int, str]]:
    """(line, text) for each unmarked sentence in ``source``, and each literal handed to a
    call whose text a person reads."""
    scan = _PythonScan(source.splitlines())
    scan.visit(ast.parse(source))
    return scan.problems


# ---------------------------------------------------------------- JavaScript

JS_MARKERS = {"gettext", "ngettext", "pgettext", "npgettext"}
# Calls whose text is for developers or the DOM, not for a person.
JS_DEVELOPER_CALLS = {"querySelector", "querySelectorAll", "closest", "matches", "log", "warn",
                      "error", "debug", "info", "Error", "TypeError", "RangeError", "fail",
                      "getAttribute", "setAttribute", "createElement", "createElementNS"}
_JS_TOKEN = re.compile(r"""
    (?P<comment>//[^\n]*|/\*.*?\*/)
  | (?P<string>"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'|`(?:[^`\\]|\\.)*`)
  | (?P<name>[A-Za-z_$][\w$]*)
  | (?P<open>\()
  | (?P<close>\))
  | (?P<other>\S)
""", re.VERBOSE | re.DOTALL)


def javascript_files() -> Iterator[Path]:
    """The site's static/ and every package's own static/ (a game's table)."""
    yield from sorted((ROOT / "static").rglob("*.js"))
    for package in PACKAGES:
        yield from sorted((ROOT / package / "static").rglob("*.js"))


def unmarked_javascript_strings() -> list[str]:
    """``path:line: text`` for each sentence in the site's JavaScript that no gettext wraps."""
    problems = []
    for path in javascript_files():
        problems += [f"{path.relative_to(ROOT)}:{line}: {text}"
                     for line, text in javascript_problems(path.read_text(encoding="utf-8"))]
    return problems


def javascript_problems(source: str) -> list[tuple[int, str]]:
    """(line, text) for each string literal that reads like a sentence and is not an argument
    of gettext, ngettext or pgettext (a light tokenizer: comments, strings and calls, enough
    for the site's own scripts)."""
    problems = []
    calls: list[str] = []  # the function name before each open parenthesis, innermost last
    previous = ""
    lines = source.splitlines()
    for token in _JS_TOKEN.finditer(source):
        kind, text = token.lastgroup, token.group()
        if kind == "open":
            calls.append(previous)
        elif kind == "close" and calls:
            calls.pop()
        elif kind == "string":
            inside = calls[-1] if calls else ""
            words = re.sub(r"\$\{[^}]*\}", " ", text[1:-1])
            line = source.count("\n", 0, token.start()) + 1
            # A template literal may begin with its placeholder: "${name} is thinking".
            reads = _is_sentence(words) or (
                text[0] == "`" and re.search(r"[A-Za-z]{2,} [a-z]{2,} [a-z]{2,}", words))
            if (inside not in JS_MARKERS and inside not in JS_DEVELOPER_CALLS
                    and reads and PRAGMA not in lines[line - 1]):
                problems.append((line, words[:60]))
        if kind != "comment":
            previous = text if kind == "name" else ""
    return problems


# ---------------------------------------------------------------- catalogues

_PLACEHOLDER = re.compile(r"%\(\w+\)[sd]|%[sd]|\{\w*\}")


def locale_folders() -> list[Path]:
    """Every catalogue folder: the site's ``locale/`` and each app's own (a game's strings go
    to its folder's: ``makemessages`` writes each file's strings to the nearest ``locale/``
    above it, and Django reads every installed app's)."""
    return [ROOT / "locale", *sorted(ROOT.glob("*/locale"))]


def catalogues() -> Iterator[Path]:
    """Each folder's catalogue of every language, for each domain the folder has in any
    language (an app whose pages hold no script has no ``djangojs``)."""
    for folder in locale_folders():
        domains = {po.stem for po in folder.glob("*/LC_MESSAGES/*.po")} or {"django"}
        for language in sorted(_language_codes() - {"en"}):
            for domain in sorted(domains & set(DOMAINS)):
                yield folder / language / "LC_MESSAGES" / f"{domain}.po"


def catalogue_problems() -> list[str]:
    """Missing, fuzzy or obsolete entries, placeholders that differ from the English, a
    compiled ``.mo`` that does not hold what its ``.po`` says, and a sentence about a player
    in one form where the language needs a woman's and a man's (``gender_problems``)."""
    import polib

    problems = []
    for po_path in catalogues():
        name = po_path.relative_to(ROOT)
        if not po_path.exists():
            problems.append(f"{name}: missing")
            continue
        po = polib.pofile(str(po_path))
        problems += [f"{name}: untranslated: {e.msgid[:60]}" for e in po.untranslated_entries()]
        problems += [f"{name}: fuzzy: {e.msgid[:60]}" for e in po.fuzzy_entries()]
        problems += [f"{name}: obsolete: {e.msgid[:60]}" for e in po.obsolete_entries()]
        for entry in po.translated_entries():
            wanted = sorted(_PLACEHOLDER.findall(entry.msgid_plural or entry.msgid))
            shown = [entry.msgstr] if not entry.msgid_plural else list(
                entry.msgstr_plural.values())
            for text in shown:
                # A plural form may leave the count out ("one card"), never add or rename.
                if not set(_PLACEHOLDER.findall(text)) <= set(wanted) or (
                        not entry.msgid_plural and sorted(_PLACEHOLDER.findall(text)) != wanted):
                    problems.append(f"{name}: placeholders differ: {entry.msgid[:60]}")
                    break
        mo_path = po_path.with_suffix(".mo")
        compiled = {(e.msgctxt, e.msgid): (e.msgstr, dict(e.msgstr_plural))
                    for e in polib.mofile(str(mo_path))} if mo_path.exists() else {}
        written = {(e.msgctxt, e.msgid): (e.msgstr, dict(e.msgstr_plural))
                   for e in po.translated_entries()}
        if compiled != written:
            problems.append(f"{mo_path.relative_to(ROOT)}: stale: run make messages")
        if po_path.parent.parent.name in GENDERED and po_path.stem == "djangojs":
            problems += gender_problems(po, str(name))
    return problems + disagreements()


def disagreements() -> list[str]:
    """A message two catalogues of one language and domain translate differently: a page
    would say one or the other by the order Django reads them in (the site's ``locale/``
    wins, then the apps in settings' order), so they must agree."""
    import polib

    problems = []
    said: dict[tuple[str, str, str | None, str], tuple[Any, Path]] = {}
    for po_path in catalogues():
        if not po_path.exists():
            continue
        language, domain = po_path.parent.parent.name, po_path.stem
        for entry in polib.pofile(str(po_path)).translated_entries():
            key = (language, domain, entry.msgctxt, entry.msgid)
            text = (entry.msgstr, tuple(sorted(entry.msgstr_plural.items())))
            first = said.setdefault(key, (text, po_path))
            if first[0] != text:
                problems.append(f"{po_path.relative_to(ROOT)}: translated otherwise in "
                                f"{first[1].relative_to(ROOT)}: {entry.msgid[:60]}")
    return problems


# ---------------------------------------------------------------- sentences about a player

# A sentence about a named player (JavaScript's %(name)s: a computer, or another person)
# comes as a woman's and a man's form, marked with these contexts (static/tables/seats.js
# chooses by the player's gender), so that a language whose words agree with the player can
# say each. Hebrew does, in verbs, adjectives and pronouns: its catalogue must tell them apart.
GENDERS = ("a woman", "a man")
GENDERED = ("he",)
# The sentences with a player's name that agree with nobody, one string each, and why.
NEUTRAL = {
    "%(name)s's turn": "a possessive: התור של %(name)s",
    "%(name)s to play": "a possessive: התור של %(name)s לשחק",
    "%(name)s to lead": "a possessive: התור של %(name)s להוביל",
    "%(name)s to pick or pass": "a possessive: התור של %(name)s: לקחת או פאס",
    "%(name)s leads": "a noun: ההובלה של %(name)s",
    "%(name)s holds the %(card)s, taken from the open pile": "a possessive: ביד של %(name)s",
    "%(name)s holds the %(card)s, drawn from the stock": "a possessive: ביד של %(name)s",
    "%(name)s holds a card drawn from the stock": "a possessive: ביד של %(name)s",
    "%(name)s (held the called card)": "no verb: %(name)s (עם הקלף שהוכרז)",
    "%(name)s (picker)": "the role's name, as the seat mark Picker says it (כרוז)",
    "%(name)s, %(position)s: %(stats)s": "a label: a name and its figures",
    "%(name)s: %(card)s": "a label: a name and a card",
    "%(name)s %(total)s": "a label: a name and a number",
    "%(name)s: %(phrase)s": "a label: a name and the phrase said (static/tables/talk.js)",
}
_PLAYER = "%(name)s"


def gender_problems(po: Any, name: str) -> list[str]:
    """In a language whose words agree with a player's gender (``GENDERED``): a sentence
    with a player's name that is neither in both forms nor listed in ``NEUTRAL``, a form
    without its other, and a pair whose two translations are the same words (a masculine
    line given to a woman) unless listed."""
    problems = []
    forms: dict[tuple[str, str], dict[str | None, Any]] = {}
    for entry in po:
        if entry.obsolete or _PLAYER not in entry.msgid:
            continue
        if entry.msgctxt in GENDERS:
            forms.setdefault((entry.msgid, entry.msgid_plural), {})[entry.msgctxt] = entry
        elif entry.msgid not in NEUTRAL:
            problems.append(f"{name}: one form for a woman and a man (pgettext \"a woman\" / "
                            f"\"a man\", or NEUTRAL): {entry.msgid[:60]}")
    for (msgid, _plural), pair in forms.items():
        if len(pair) < len(GENDERS):
            missing = next(g for g in GENDERS if g not in pair)
            problems.append(f"{name}: no \"{missing}\" form: {msgid[:60]}")
        elif (msgid not in NEUTRAL and pair["a woman"].translated() and any(
                woman == man for woman, man in zip(
                    _translation(pair["a woman"]), _translation(pair["a man"]), strict=False))):
            problems.append(f"{name}: a woman's and a man's form are the same: {msgid[:60]}")
    return problems


def _translation(entry: Any) -> tuple[str, ...]:
    return tuple(entry.msgstr_plural[k] for k in sorted(entry.msgstr_plural)) or (entry.msgstr,)


def makemessages_changes() -> list[str]:
    """The catalogues ``make messages`` would change, write or remove (the creation date
    aside). The folders are put back afterwards: the check changes nothing."""
    saved = Path(tempfile.mkdtemp())
    folders = locale_folders()
    for folder in folders:
        shutil.copytree(folder, saved / folder.relative_to(ROOT))
    try:
        subprocess.run(["make", "-s", "messages"], cwd=ROOT, check=True,
                       stdout=subprocess.DEVNULL)
        before = {p.relative_to(saved) for p in saved.rglob("*.po")}
        after = {p.relative_to(ROOT) for folder in locale_folders() for p in folder.rglob("*.po")}
        changed = [f"{path}: make messages writes it" for path in sorted(after - before)]
        changed += [f"{path}: make messages empties it" for path in sorted(before - after)]
        changed += [f"{path}: make messages changes it" for path in sorted(before & after)
                    if _without_date(saved / path) != _without_date(ROOT / path)]
        return changed
    finally:
        for folder in folders:
            shutil.rmtree(folder)
            shutil.copytree(saved / folder.relative_to(ROOT), folder)
        shutil.rmtree(saved)


def _without_date(path: Path) -> list[str]:
    return [line for line in path.read_text(encoding="utf-8").splitlines()
            if not line.startswith('"POT-Creation-Date:')]


def main() -> int:
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
    import django

    django.setup()
    problems = (unmarked_template_strings() + unmarked_python_strings()
                + unmarked_javascript_strings() + catalogue_problems() + makemessages_changes())
    for problem in problems:
        print(problem)
    print(f"translation check: {len(problems)} problem(s)")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
