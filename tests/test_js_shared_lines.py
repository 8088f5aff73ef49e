"""scripts/js_shared_lines.py: what counts as a substantive line, and the limit on the share
of one game's lines that stands verbatim in another's (make jscheck)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from scripts.js_shared_lines import games, main, substantive

SHARED = "const drawn = this.words.name(seat);"  # long enough to count


def test_substantive_lines_leave_out_comments_imports_and_short_lines() -> None:
    text = "\n".join([
        'import {',
        '  gettext, interpolate, listWords, ngettext, npgettext, ordinal, pgettext,',
        '} from "../tables/ui.js";',
        'import { Words } from "./words.js";',
        '/**',
        ' * A comment long enough to count, were it code.',
        ' */',
        '// another comment long enough to count, were it code',
        '  } else {',
        '  display: flex;',
        f'  {SHARED}',
        '  /** @type {Table} */ (this).drawSeats(view, { final: true });',
        '  const aLongEnoughName = 1; /* a comment that goes on',
        '  past the line */ const after = "counts too, after the comment";',
    ])
    assert substantive(text) == [
        SHARED,
        "(this).drawSeats(view, { final: true });",
        "const aLongEnoughName = 1;",
        'const after = "counts too, after the comment";',
    ]


def site(root: Path, files: dict[str, str]) -> Path:
    """A site with a game per entry of `files` ("game/name.js": text)."""
    for path, text in files.items():
        game = path.split("/")[0]
        (root / game / "engine").mkdir(parents=True, exist_ok=True)
        (root / game / "static" / path).parent.mkdir(parents=True, exist_ok=True)
        (root / game / "static" / path).write_text(text, encoding="utf-8")
    (root / "static" / "tables").mkdir(parents=True)  # the shell: no game
    return root


def test_the_limit_applies_to_the_largest_share_between_two_games(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    own = [f"const line{i} = 'only this game has this line';" for i in range(3)]
    root = site(tmp_path, {
        "alpha/renderer.js": "\n".join([SHARED, *own]),  # 1 of 4 lines in beta's: 25%
        "beta/renderer.js": "\n".join([SHARED, own[0].replace("only", "just")]),
        "beta/table.css": ".beta-felt { grid-template-columns: 1fr 2fr; }",  # beta: 1 of 3
    })
    assert games(root) == ["alpha", "beta"]
    assert main(["--root", str(root), "--max", "50"]) == 0
    out = capsys.readouterr().out
    assert re.search(r"renderer\.js +2 of +6 +33\.3%", out)  # the file name: both games'"'"' lines
    assert "Largest share between two games: 33.3% (beta's lines in alpha's files)" in out
    assert main(["--root", str(root), "--max", "33"]) == 1


def test_lines_lists_each_shared_line_with_the_files_it_stands_in(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    root = site(tmp_path, {
        "alpha/renderer.js": "\n".join([SHARED, "const onlyHere = 'only alpha has this line';"]),
        "beta/felt.js": SHARED,
    })
    assert main(["--root", str(root), "--brief", "--lines"]) == 0
    out = capsys.readouterr().out
    assert "The 1 lines that stand in two or more games' files:" in out
    assert f"  {SHARED}\n      alpha/renderer.js, beta/felt.js" in out
    assert "only alpha" not in out


def test_block_heads_count_only_when_asked() -> None:
    """A line that only opens a class, a function, a method or an at-rule is the interface's,
    not copied code; a call or a rule on one line is code."""
    heads = [
        "export class Felt extends Part {",
        "statusText(view, interactive) {",
        "export function createRenderer(root, api) {",
        "async loadTheMatchSheet(view) {",
        "@media (max-width: 480px) {",
    ]
    code = [
        "this.choices.drawDecisions(view, interactive);",
        "if (view.phase === 'play' && interactive) {",
        ".tbl-table .felt-of-this-game { gap: 4px; }",
    ]
    text = "\n".join(heads + code)
    assert substantive(text) == code
    assert substantive(text, heads=True) == heads + code
