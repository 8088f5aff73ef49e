"""Production's JavaScript and CSS less their comments and indentation (web/minify.py): the
code itself untouched, which a real parser (espree, ESLint's) checks token by token on every
module the site serves."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest

from web.minify import strip_css, strip_js

ROOT = Path(__file__).resolve().parent.parent
SKIP = {".venv", "node_modules", "staticfiles", "test-results", ".git"}
ESPREE = ROOT / "node_modules" / "espree" / "dist" / "espree.cjs"
# Each module's tokens, less comments, as espree reads them from the source and the stripped
# copy: the first difference, or none.
SAME_TOKENS = """
import * as espree from %s;
import fs from "node:fs";
const options = { ecmaVersion: "latest", sourceType: "module" };
const tokens = (text) => espree.tokenize(text, options).map((t) => `${t.type} ${t.value}`);
const differ = [];
for (const [name, source, stripped] of JSON.parse(fs.readFileSync(0, "utf8"))) {
  const [a, b] = [tokens(source), tokens(stripped)];
  const at = a.findIndex((token, i) => token !== b[i]);
  if (at >= 0 || a.length !== b.length) differ.push(`${name}: ${a[at]} became ${b[at]}`);
}
console.log(JSON.stringify(differ));
"""


def modules() -> list[Path]:
    found = [*ROOT.glob("static/**/*.js"), *ROOT.glob("*/static/**/*.js")]
    return sorted(p for p in found if not SKIP.intersection(p.relative_to(ROOT).parts))


def test_comments_and_indentation_go_and_the_code_stays() -> None:
    source = """// the head
/**
 * A doc comment.
 * @param {import("./x.js").Thing} thing
 */
import { h } from "./dom.js"; // said after
const url = "http://example.org/*not*/"; const quote = '//';
export function f(thing) {
    if (thing) {
        return /* why */ thing.a / 2 / thing.b;
    }
    return /[/`'"]+\\/\\//g.test(`a ${thing ? ` ${h(`x /* kept */`)}` : ""} // kept
    line ${ { a: 1 }.a }`);
}
"""
    assert strip_js(source) == """import { h } from "./dom.js";
const url = "http://example.org/*not*/"; const quote = '//';
export function f(thing) {
if (thing) {
return thing.a / 2 / thing.b;
}
return /[/`'"]+\\/\\//g.test(`a ${thing ? ` ${h(`x /* kept */`)}` : ""} // kept
    line ${ { a: 1 }.a }`);
}
"""


def test_a_comment_that_ends_a_line_still_ends_it() -> None:
    """JavaScript inserts a semicolon at a line's end after ``return``: a comment holding the
    line break must leave it, or the next line would be returned."""
    assert strip_js("function f() {\n  return /* nothing\n  */\n  g();\n}\n") == (
        "function f() {\nreturn\ng();\n}\n")


def test_a_template_literal_without_its_end_is_refused() -> None:
    with pytest.raises(ValueError):
        strip_js("const a = `open ${b}")


def test_css_loses_comments_but_not_what_they_kept_apart() -> None:
    source = """/* The table. */
.table  .seat {
  color: red; /* why */
  content: "/* a string */";
}
a/**/b, .c/* x */.d { margin: 0 }
"""
    assert strip_css(source) == (
        '.table  .seat {\ncolor: red;\ncontent: "/* a string */";\n}\n'
        "a/**/b, .c.d { margin: 0 }\n")


@pytest.mark.skipif(not shutil.which("node") or not ESPREE.exists(),
                    reason="needs Node and the Node tools (make browser: npm ci)")
def test_every_module_keeps_every_token() -> None:
    found = modules()
    assert len(found) > 50
    payload = [[str(p.relative_to(ROOT)), p.read_text(encoding="utf-8"),
                strip_js(p.read_text(encoding="utf-8"))] for p in found]
    result = subprocess.run(["node", "--input-type=module", "-e",
                             SAME_TOKENS % json.dumps(str(ESPREE))],
                            input=json.dumps(payload), capture_output=True, text=True,
                            check=True)
    assert json.loads(result.stdout) == []
