"""The leaderboards know no game: nothing in their code or templates names a game, its rounds
or its way of showing a score; all of that comes from the game's spec and engine."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2] / "leaderboards"
# A game's name, a Sheepshead round, a unit of score, or a signed-number format ("+d").
WORDS = re.compile(r"sheepshead|\bdeal|points|\+d\b|:\+", re.IGNORECASE)
FILES = sorted(p for p in ROOT.rglob("*") if p.suffix in (".py", ".html"))


def test_the_scan_sees_the_words() -> None:
    assert WORDS.search('f"{total:+d}"') and WORDS.search("ten deals") and WORDS.search(
        '{{ x|stringformat:"+d" }}') and not WORDS.search("an ideal round_label, 4 + 2")
    assert len(FILES) > 20


@pytest.mark.parametrize("path", FILES, ids=lambda p: str(p.relative_to(ROOT)))
def test_no_game_words_in(path: Path) -> None:
    found = [f"{n}: {line.strip()}" for n, line in enumerate(path.read_text().splitlines(), 1)
             if WORDS.search(line)]
    assert not found, "\n".join(found)
