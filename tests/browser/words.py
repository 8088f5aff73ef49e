"""What gives English away on a page in another language: the browser tests' shared words
(tests/browser/test_languages_play.py, and each game's tests that play in other languages)."""

from __future__ import annotations

import re

from playwright.sync_api import Page

# Words that give an English text away (a name aside): none may show in another language.
ENGLISH = {"your", "turn", "play", "lead", "pick", "pass", "the", "thinking", "bury", "call",
           "partner", "alone", "you", "trick", "takes", "continue", "scores", "hint", "deal",
           "points", "won", "lost", "and", "of", "is", "to", "cards", "close", "settings"}
# ...unless the language has the same word: Norwegian "pass" (the button) and "to" (two).
NATIVE = {"nb": {"pass", "to"}, "da": set(), "sw": set(), "he": set()}


def with_language(page: Page, site: str, language: str) -> None:
    """The language chosen as the switcher chooses it: Django's language cookie."""
    page.context.add_cookies([{"name": "django_language", "value": language, "url": site}])


def english_words(text: str, names: list[str], language: str) -> set[str]:
    """The English words in ``text``, leaving out the players' names and what is quoted (an
    API refusal quotes the action's type as the client sent it: «play»)."""
    for name in names:
        text = text.replace(name, " ")
    text = re.sub(r"«[^»]*»|“[^”]*”|\"[^\"]*\"", " ", text)
    return {word for word in re.findall(r"[a-z]+", text.lower())
            if word in ENGLISH - NATIVE[language]}


def no_english(page: Page, read_js: str, language: str) -> list[str]:
    """Asserts that no English word shows in what ``read_js`` reads on the page now (it
    returns ``{texts, names}``: the texts a person reads, the players' names to leave out);
    returns the texts read."""
    read = page.evaluate(read_js)
    for text in read["texts"]:
        leftover = english_words(text, read["names"], language)
        assert not leftover, f"{language}: English in {text!r}: {leftover}"
    texts: list[str] = read["texts"]
    return texts
