"""The Content-Security-Policy in a real browser: the lobby, a table of every game (its
WebSocket open, a first move made), the daily, the rules, boards and account pages raise no
``securitypolicyviolation`` and log no CSP complaint; no page script can read a cookie."""

from __future__ import annotations

import re

from playwright.sync_api import Browser, ConsoleMessage, Page, expect

from tests.browser.site import DESKTOP

# Before any page script, in every document: each violation the browser reports.
LISTEN = """
window.cspViolations = [];
document.addEventListener("securitypolicyviolation", (event) => {
  window.cspViolations.push(`${event.effectiveDirective} blocked ${event.blockedURI || "inline"}`
    + ` at ${event.sourceFile || location.pathname}:${event.lineNumber}`);
});
"""

NEW_TABLE = """async (game) => {
  const { postJSON } = await import("/static/tables/api.js");  // the page's own helper
  const { status, data } = await postJSON("/api/tables/", { game, mode: "practice" });
  if (status !== 201) throw new Error(`${game}: ${status} ${JSON.stringify(data)}`);
  return data.url;
}"""

SETTLED = ("() => { const c = window.tableClient; "
           "return c && c.socketOpen() && !c.pumping && !c.queue.length; }")

PAGES = ["/games/", "/boards/", "/accounts/login/", "/accounts/signup/", "/me/stats/",
         "/me/nickname/"]


class Watch:
    """A fresh person whose every page is watched for CSP violations."""

    def __init__(self, browser: Browser) -> None:
        context = browser.new_context(viewport=DESKTOP)  # type: ignore[arg-type]
        context.add_init_script(LISTEN)
        context.add_init_script("try { localStorage.setItem('tables.speed', 'instant'); }"
                                " catch (e) {}")
        self.page = context.new_page()
        self.page.set_default_timeout(20_000)
        self.found: list[str] = []
        self.page.on("console", self.console)
        self.page.on("pageerror", lambda error: self.found.append(f"page error: {error}"))

    def console(self, message: ConsoleMessage) -> None:
        if "Content Security Policy" in message.text or "Content-Security-Policy" in message.text:
            self.found.append(f"console: {message.text}")

    def visit(self, url: str) -> Page:
        self.page.goto(url)
        return self.page

    def collect(self, where: str) -> None:
        page = self.page
        page.evaluate("() => new Promise(r => { requestAnimationFrame(() => "
                      "requestAnimationFrame(r)); setTimeout(r, 500); })")
        self.found += [f"{where}: {v}" for v in page.evaluate("window.cspViolations || []")]
        # HttpOnly, all of them: nothing a script could steal.
        cookies = page.evaluate("document.cookie")
        if re.search(r"(sessionid|csrftoken|django_language)=", cookies):
            self.found.append(f"{where}: a script can read {cookies!r}")


def first_move(page: Page) -> None:
    """One legal action of the person's, by the page's client, if it is his turn."""
    page.evaluate("""() => {
        const c = window.tableClient, view = c.current;
        if (view.legal_actions && view.legal_actions.length) c.send(view.legal_actions[0]);
    }""")


def test_no_page_breaks_the_policy(site: str, browser: Browser) -> None:
    watch = Watch(browser)
    page = watch.visit(f"{site}/")
    expect(page.get_by_test_id("no-nickname")).to_be_visible()  # a new person: no guest yet
    watch.collect("lobby")
    games = page.locator("[data-game-card]").evaluate_all(
        "cards => cards.map(card => card.dataset.gameCard)")
    assert {"sheepshead", "shiesta", "sixes", "shakipesh"} <= set(games), games
    for game in games:
        page.goto(f"{site}/")
        url = page.evaluate(NEW_TABLE, game)
        page.goto(site + url)
        page.wait_for_function(SETTLED, timeout=30_000)  # the WebSocket: connect-src 'self'
        first_move(page)
        page.wait_for_function(SETTLED, timeout=30_000)
        watch.collect(f"{game} table")
        for path in (f"/rules/{game}/", f"/daily/{game}/", f"/daily/{game}/week/",
                     f"/daily/{game}/all-time/"):
            watch.visit(site + path)
            watch.collect(path)
    # Today's daily from the lobby's form (form-action 'self', then the table).
    page.goto(f"{site}/")
    page.locator('#dailies [data-game="sheepshead"] [data-action="play-daily"]').click()
    page.wait_for_url(re.compile(r"/tables/[0-9a-f-]{36}/$"))
    page.wait_for_function(SETTLED, timeout=30_000)
    watch.collect("today's daily")
    for path in PAGES:
        watch.visit(site + path)
        watch.collect(path)
    page.context.close()
    assert not watch.found, "\n".join(watch.found)
