"""A fault while friends play (issue 33): the server process is killed (SIGKILL: no socket
is closed, nothing is said) while three people sit at one Sheepshead table; a new one starts
on the same port and database, and every page finds its way back to the same game, at the
version it had reached, and the game goes on."""

from __future__ import annotations

from pathlib import Path

from playwright.sync_api import Browser

from tests.browser.site import DESKTOP, PHONE, free_port, new_page, serve, stop
from tests.browser.test_friends_together import sit_down, take_turns, view

BACK = """(v) => { const c = window.tableClient; return c.socketOpen() && !c.pending
  && c.current.version >= v; }"""


def test_a_server_killed_while_three_people_play(browser: Browser, tmp_path: Path) -> None:
    database, log, port = tmp_path / "db.sqlite3", tmp_path / "daphne.log", free_port()
    server = serve(database, port, log)
    site = f"http://127.0.0.1:{port}"
    pages = [new_page(browser, DESKTOP), new_page(browser, PHONE), new_page(browser, PHONE)]
    try:
        path = sit_down(site, pages[0], pages[1:], "sheepshead",
                        ["friend", "friend", "normal", "normal"], {"deals": 1})
        start = view(pages[0])["version"]
        take_turns(pages, lambda: view(pages[0])["version"] >= start + 6)
        server.kill()  # no goodbye: the sockets just die
        server.wait()
        reached = max(view(page)["version"] for page in pages)
        server = serve(database, port, log)
        for page in pages:
            page.wait_for_function(BACK, arg=reached, timeout=60_000)
            assert page.url.endswith(path)
        assert {view(page)["table"] for page in pages} == {path.split("/")[2]}
        take_turns(pages, lambda: view(pages[0])["version"] >= reached + 6)
        versions = {view(page)["version"] for page in pages}
        assert max(versions) >= reached + 6
    finally:
        for page in pages:
            page.context.close()
        stop(server)
