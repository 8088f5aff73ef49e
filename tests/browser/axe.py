"""axe-core in the browser tests: open a new person's page to check (``open_page``), inject
axe into it, run it, read its violations (``check``: what a test asserts is empty).

axe-core comes from npm at the version package-lock.json pins (``make browser`` runs
``npm ci``); it is injected from node_modules into the page under test, so nothing is fetched
from the network at test time.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from playwright.sync_api import Browser, Page

from tests.browser.site import DESKTOP, PHONE, SHOTS
from tests.browser.words import with_language

ROOT = Path(__file__).resolve().parents[2]
AXE = ROOT / "node_modules" / "axe-core" / "axe.min.js"

# WCAG 2.0, 2.1 and 2.2 at levels A and AA, and axe's best practices.
TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"]
SHOWN_NODES = 5  # targets listed per violation; the count says how many more there were
SHOWN_ADVICE = 4  # lines of axe's advice on the first of them
SIZES = {"phone": PHONE, "desktop": DESKTOP}
FINDINGS = SHOTS / "accessibility"  # a page with findings, to look at

RUN = """async (tags) => {
  const result = await axe.run(document, {runOnly: {type: "tag", values: tags},
                                          resultTypes: ["violations"]});
  return result.violations.map((v) => ({
    id: v.id, impact: v.impact, help: v.help, url: v.helpUrl,
    nodes: v.nodes.map((n) => ({target: n.target.map(String).join(" "),
                                summary: n.failureSummary || ""})),
  }));
}"""


@dataclass(frozen=True)
class Violation:
    rule: str
    impact: str
    help: str
    url: str
    targets: tuple[str, ...]
    summaries: tuple[str, ...]

    def describe(self) -> str:
        shown = ", ".join(self.targets[:SHOWN_NODES])
        more = len(self.targets) - SHOWN_NODES
        lines = [f"{self.rule} ({self.impact}): {self.help} [{len(self.targets)} node"
                 f"{'s' if len(self.targets) != 1 else ''}: {shown}"
                 f"{f' and {more} more' if more > 0 else ''}]"]
        # axe's advice for the first element: "Fix any of the following:" and the checks.
        advice = [line.strip() for line in (self.summaries or ("",))[0].splitlines()]
        lines += [f"      {line[:200]}" for line in advice if line][:SHOWN_ADVICE]
        lines.append(f"      see {self.url}")
        return "\n".join(lines)


def missing_message() -> str:
    return (f"axe-core is not installed ({AXE.relative_to(ROOT)} is missing): "
            "run `make browser`, which runs `npm ci --no-audit --no-fund`")


def violations(page: Page) -> list[Violation]:
    """Run axe-core on the page as it is now; its violations, worst first."""
    if not AXE.exists():
        raise RuntimeError(missing_message())
    if not page.evaluate("typeof window.axe !== 'undefined'"):
        # Evaluated through the DevTools protocol, not as a <script> element: the site's
        # Content-Security-Policy refuses inline scripts, as it should.
        page.evaluate(AXE.read_text(encoding="utf-8"))
    raw: list[dict[str, Any]] = page.evaluate(RUN, TAGS)
    order = {"critical": 0, "serious": 1, "moderate": 2, "minor": 3}
    found = [
        Violation(
            rule=v["id"], impact=v["impact"] or "unknown", help=v["help"], url=v["url"],
            targets=tuple(n["target"] for n in v["nodes"]),
            summaries=tuple(n["summary"] for n in v["nodes"]),
        )
        for v in raw
    ]
    return sorted(found, key=lambda v: (order.get(v.impact, 9), v.rule))


def report(where: str, found: list[Violation]) -> str:
    """The violations found at ``where``, one paragraph each, for a failing assertion."""
    if not found:
        return f"{where}: no violations"
    return f"{where}: {len(found)} axe violation{'s' if len(found) != 1 else ''}\n" + "\n".join(
        "  " + v.describe() for v in found)


def open_page(browser: Browser, size: str, scheme: str, *, site: str = "",
              language: str = "") -> Page:
    """A new person (a fresh context: no guest until the first game) on a ``size`` screen in
    ``scheme`` (``"phone"``, ``"desktop"``; ``"light"``, ``"dark"``), reading ``language`` on
    ``site`` if told."""
    context = browser.new_context(
        viewport=SIZES[size],  # type: ignore[arg-type]
        color_scheme=scheme,  # type: ignore[arg-type]
        # Colours are measured when everything has settled, not halfway through a fade.
        reduced_motion="reduce",
    )
    page = context.new_page()
    page.set_default_timeout(20_000)
    if language:
        with_language(page, site, language)
    return page


def check(page: Page, where: str) -> list[str]:
    """axe's findings on the page as it is now, or nothing; with findings, a screenshot of
    the page goes to test-results/screenshots/accessibility/ to look at."""
    # Two animation frames: whatever was just opened or drawn has been laid out. Bounded: a
    # page chromium does not paint gets no frames, and an unbounded wait hung a CI run.
    page.evaluate("() => new Promise(r => { requestAnimationFrame(() => requestAnimationFrame(r));"
                  " setTimeout(r, 500); })")
    found = violations(page)
    if not found:
        return []
    FINDINGS.mkdir(parents=True, exist_ok=True)
    name = re.sub(r"[^a-z0-9]+", "-", where.lower()).strip("-")
    page.screenshot(path=str(FINDINGS / f"{name}.png"), full_page=True)
    return [report(where, found)]
