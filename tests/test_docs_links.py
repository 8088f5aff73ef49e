"""Every relative link in README.md and docs/**/*.md points to a file that exists, and a link
to a heading (``page.md#heading``) to a heading that page has, as GitHub names its anchors."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PAGES = [ROOT / "README.md", *sorted((ROOT / "docs").rglob("*.md"))]

FENCE = re.compile(r"^```.*?^```", re.MULTILINE | re.DOTALL)
LINK = re.compile(r"!?\[[^\]]*\]\(([^)\s]+)\)")
HEADING = re.compile(r"^#{1,6}\s+(.+?)\s*#*\s*$", re.MULTILINE)


def links(text: str) -> list[str]:
    """The targets of the Markdown links and images in ``text``, code blocks left out."""
    return LINK.findall(FENCE.sub("", text))


def anchor(heading: str) -> str:
    """GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens."""
    words = re.sub(r"[^\w\- ]", "", heading.replace("`", "").lower())
    return words.replace(" ", "-")


def anchors(page: Path) -> set[str]:
    return {anchor(h) for h in HEADING.findall(FENCE.sub("", page.read_text(encoding="utf-8")))}


def broken(page: Path) -> list[str]:
    """The links of ``page`` that lead nowhere."""
    found = []
    for target in links(page.read_text(encoding="utf-8")):
        if re.match(r"[a-z][a-z0-9+.-]*:", target):  # https:, mailto: … are not checked
            continue
        path, _, fragment = target.partition("#")
        destination = (page.parent / path).resolve() if path else page
        missing = not destination.exists()
        checked = fragment and not missing and destination.suffix == ".md"
        if missing or (checked and fragment not in anchors(destination)):
            found.append(target)
    return found


@pytest.mark.parametrize("page", PAGES, ids=[str(p.relative_to(ROOT)) for p in PAGES])
def test_every_relative_link_resolves(page: Path) -> None:
    assert broken(page) == []


def test_the_check_catches_a_broken_link(tmp_path: Path) -> None:
    (tmp_path / "there.md").write_text("# A heading, with `code`\n", encoding="utf-8")
    page = tmp_path / "page.md"
    page.write_text(
        "[ok](there.md) [ok](there.md#a-heading-with-code) [web](https://example.com/x)\n"
        "[gone](missing.md) [no such heading](there.md#elsewhere) ![gone](pic.png)\n"
        "```\n[in code](not-checked.md)\n```\n",
        encoding="utf-8",
    )
    assert broken(page) == ["missing.md", "there.md#elsewhere", "pic.png"]
