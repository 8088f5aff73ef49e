"""The table shell every game shares (static/tables/): the settings menu in the header, focus
that never drops to the page, shortcuts only on the table, the modal dialog, announcements
that screen readers get to hear, and a table whose session has ended.

Sheepshead is the game on the table, but what is checked is the shell's: the few Sheepshead
selectors below only find something to press.
"""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Browser, Page, expect

from tests.browser.site import DESKTOP, PHONE, SHOTS, new_page

# What the table may ask of the person, and a finished game.
ASKS = ('[data-action="continue"]:visible, .ss-decisions [data-action]:visible, '
        '.ss-hand [data-card].is-legal, [data-testid="game-over"]:visible')
# The table is still: nothing queued, drawn or sent (or a round's summary waits for Continue).
QUIET = """() => {
    const c = window.tableClient;
    if (!c) return false;
    const next = document.querySelector('[data-action="continue"]');
    return Boolean(next && next.checkVisibility()) || (!c.pumping && !c.queue.length && !c.pending);
}"""


def open_table(page: Page, site: str, speed: str = "instant") -> None:
    """A new Sheepshead table at `speed`, set as the settings menu remembers it."""
    page.context.add_init_script(
        f"try {{ localStorage.setItem('tables.speed', '{speed}'); }} catch (e) {{}}")
    page.goto(f"{site}/")
    page.locator('[data-new-game="sheepshead"]').first.click()
    page.wait_for_url(re.compile(r"/tables/[0-9a-f-]{36}/$"))
    page.wait_for_function("() => window.tableClient && window.tableClient.renderer")


def active(page: Page) -> dict[str, object]:
    return page.evaluate("""() => {
        const a = document.activeElement;
        const region = document.querySelector('[data-table-root]');
        return {
            body: !a || a === document.body,
            inDialog: Boolean(a && a.closest('dialog[open]')),
            region: a === region,
            inTable: Boolean(a && region.contains(a)),
            card: a && a.dataset ? a.dataset.card || null : null,
            action: a && a.dataset ? a.dataset.action || null : null,
            tag: a ? a.tagName : null,
        };
    }""")


# ---------------------------------------------------------------- the settings menu


def test_settings_menu_opens_and_closes_with_the_keyboard(site: str, browser: Browser) -> None:
    for size, name in ((PHONE, "phone"), (DESKTOP, "desktop")):
        page = new_page(browser, size)
        open_table(page, site, speed="normal")
        button = page.locator('.site-header [data-action="settings"]')
        panel = page.locator("[data-settings-panel]")
        expect(button).to_be_visible()
        expect(button).to_have_accessible_name("Settings")
        expect(panel).to_be_hidden()
        expect(page.locator('select[data-setting="speed"]')).to_be_hidden()
        page.locator('[data-testid="status"]').wait_for()
        SHOTS.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(SHOTS / f"table-shell-{name}-settings-closed.png"))
        # The settings take no room: a phone's page is no taller than its screen for them,
        # the header is one line, and opening the menu moves nothing on the table.
        header = page.locator(".site-header").bounding_box()
        assert header is not None and header["height"] <= 50, header
        table_top = page.locator("[data-table-root]").bounding_box()
        height = page.evaluate("document.documentElement.scrollHeight")

        button.focus()
        page.keyboard.press("Enter")
        expect(panel).to_be_visible()
        expect(button).to_have_attribute("aria-expanded", "true")
        expect(page.locator('select[data-setting="speed"]')).to_be_focused()
        expect(page.locator('[data-setting="shortcuts"]')).to_be_checked()
        assert page.locator("[data-table-root]").bounding_box() == table_top
        assert page.evaluate("document.documentElement.scrollHeight") == height
        page.screenshot(path=str(SHOTS / f"table-shell-{name}-settings-open.png"))
        page.keyboard.press("Escape")
        expect(panel).to_be_hidden()
        expect(button).to_have_attribute("aria-expanded", "false")
        expect(button).to_be_focused()

        # Space opens it too; a choice is remembered; a tap elsewhere closes it.
        page.keyboard.press(" ")
        expect(panel).to_be_visible()
        page.locator('select[data-setting="speed"]').select_option("fast")
        brand = page.locator(".site-header .brand").bounding_box()
        assert brand is not None
        page.mouse.click(brand["x"] + brand["width"] + 6, brand["y"] + brand["height"] / 2)
        expect(panel).to_be_hidden()
        assert page.evaluate("localStorage.getItem('tables.speed')") == "fast"
        assert page.evaluate("tableClient.pace.speed") == "fast"
        page.context.close()


def test_focus_rings_of_the_shell_keep_3_to_1(site: str, browser: Browser) -> None:
    page = new_page(browser, DESKTOP)
    open_table(page, site, speed="normal")
    for scheme in ("light", "dark"):
        page.emulate_media(color_scheme=scheme)
        page.locator('[data-action="settings"]').focus()
        page.keyboard.press("Enter")  # the keyboard, so that :focus-visible applies
        page.keyboard.press("Escape")
        ratio = page.evaluate("""() => {
            const rgb = (text) => text.match(/[\\d.]+/g).slice(0, 3).map(Number);
            const lum = ([r, g, b]) => [r, g, b].map((c) => {
                c /= 255; return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
            }).reduce((sum, c, i) => sum + c * [0.2126, 0.7152, 0.0722][i], 0);
            const contrast = (a, b) => {
                const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
                return (hi + 0.05) / (lo + 0.05);
            };
            const button = document.activeElement;
            const style = getComputedStyle(button);
            const ring = rgb(style.outlineColor);
            let node = button.parentElement;
            let bg = getComputedStyle(node).backgroundColor;
            while (node && /rgba\\(.*, 0\\)|transparent/.test(bg)) {
                node = node.parentElement;
                bg = node ? getComputedStyle(node).backgroundColor : 'rgb(255, 255, 255)';
            }
            return { width: parseFloat(style.outlineWidth), ring: contrast(ring, rgb(bg)),
                     inner: contrast(ring, rgb(style.boxShadow.match(/rgba?\\([^)]*\\)/)[0])) };
        }""")
        assert page.evaluate("document.activeElement.dataset.action") == "settings"
        assert ratio["width"] >= 2, ratio
        assert ratio["ring"] >= 3, (scheme, ratio)
        assert ratio["inner"] >= 3, (scheme, ratio)
    page.context.close()


# ---------------------------------------------------------------- shortcuts


def test_shortcuts_act_only_on_the_table_and_can_be_turned_off(site: str, browser: Browser) -> None:
    page = new_page(browser, DESKTOP)
    open_table(page, site, speed="normal")
    page.locator('[data-testid="status"]').wait_for()
    # What the shell answers the renderer for each key, before anyone acts on it.
    page.evaluate("""() => {
        window.answers = [];
        window.addEventListener('keydown',
            (e) => window.answers.push([e.key, window.tableClient.ui.shortcut(e)]), true);
    }""")

    def answer(key: str) -> bool:
        page.evaluate("window.answers = []")
        page.keyboard.press(key)
        answers = page.evaluate("window.answers")
        assert answers and answers[0][0] == key, answers
        return bool(answers[0][1])

    keys_dialog = page.get_by_test_id("keys")
    # The skip link, the header and the settings menu: no shortcut acts.
    page.keyboard.press("Tab")
    expect(page.locator(".skip-link")).to_be_focused()
    assert not answer("p")
    assert not answer("?")
    expect(keys_dialog).to_be_hidden()
    page.locator('.header-links a[href="/"]').focus()
    assert not answer("l")
    page.locator('[data-action="settings"]').focus()
    assert not answer("?")
    page.keyboard.press("Enter")
    page.locator('[data-action="keys"]').focus()
    assert not answer("h")
    page.keyboard.press("Escape")
    expect(keys_dialog).to_be_hidden()

    # On the table they do: "?" opens the keyboard help, which mentions the setting.
    page.locator("[data-table-root]").focus()
    assert answer("ArrowLeft")
    page.locator("[data-table-root]").focus()
    assert answer("?")
    expect(keys_dialog).to_be_visible()
    expect(page.get_by_test_id("shortcuts-note")).to_contain_text("Keyboard shortcuts")
    assert not answer("l"), "a shortcut acted under a dialog"
    page.keyboard.press("Escape")
    expect(keys_dialog).to_be_hidden()
    # Focus goes back to the table: to the region, or, when a computer's move has come in
    # meanwhile and it is the person's turn, on to what he may do next (ui.keepFocus).
    page.wait_for_function(
        "() => document.querySelector('[data-table-root]').contains(document.activeElement)")

    # Turned off (and remembered), letters and "?" do nothing; arrows still move.
    page.locator('[data-action="settings"]').click()
    page.locator('[data-setting="shortcuts"]').uncheck()
    page.keyboard.press("Escape")
    assert page.evaluate("localStorage.getItem('tables.shortcuts')") == "0"
    page.reload()
    page.wait_for_function("() => window.tableClient && window.tableClient.renderer")
    page.evaluate("""() => { window.answers = []; window.addEventListener('keydown',
        (e) => window.answers.push([e.key, window.tableClient.ui.shortcut(e)]), true); }""")
    page.locator("[data-table-root]").focus()
    assert not answer("?")
    expect(keys_dialog).to_be_hidden()
    for key in ("p", "s", "1", "l", "h"):
        page.locator("[data-table-root]").focus()
        assert not answer(key)
    page.locator("[data-table-root]").focus()
    assert answer("ArrowRight")
    page.locator('[data-action="settings"]').click()
    page.locator('[data-action="keys"]').click()
    expect(page.get_by_test_id("shortcuts-note")).to_contain_text("off")
    page.context.close()


# ---------------------------------------------------------------- the dialog


def test_the_dialog_is_a_proper_modal(site: str, browser: Browser) -> None:
    page = new_page(browser, DESKTOP)
    open_table(page, site, speed="normal")
    page.locator('[data-testid="status"]').wait_for()
    settings = page.locator('[data-action="settings"]')
    settings.click()
    page.locator('[data-action="keys"]').click()
    dialog = page.get_by_test_id("keys")
    expect(dialog).to_be_visible()
    expect(dialog).to_have_attribute("role", "dialog")
    expect(dialog).to_have_attribute("aria-modal", "true")
    expect(dialog).to_have_accessible_name("Keyboard")
    expect(page.get_by_role("dialog", name="Keyboard")).to_be_visible()
    # Tab and Shift+Tab stay inside; the page behind is inert.
    inside = "document.querySelector('[data-testid=keys]').contains(document.activeElement)"
    for key in ["Tab"] * 4 + ["Shift+Tab"] * 4:
        page.keyboard.press(key)
        assert page.evaluate(inside)
    page.evaluate("document.querySelector('[data-table-root] button').focus()")
    assert page.evaluate(inside)
    page.keyboard.press("Escape")
    expect(dialog).to_be_hidden()
    expect(settings).to_be_focused()  # the opener (the menu's button: the menu is closed)

    # An opener that is gone: focus goes to what the renderer names next (here a stand-in
    # focusNext that finds nothing), else it rests on the table region.
    page.evaluate("""() => {
        window.focusAsks = 0;
        window.tableClient.renderer.focusNext = () => { window.focusAsks += 1; return false; };
        const root = document.querySelector('[data-table-root]');
        const opener = document.createElement('button');
        opener.textContent = 'gone soon';
        root.append(opener);
        opener.focus();
        window.tableClient.ui.openDialog({ title: 'Test', body: document.createElement('p'),
            buttons: [window.tableClient.ui.closeButton()], testid: 'test-dialog' });
        opener.remove();
    }""")
    expect(page.get_by_test_id("test-dialog")).to_be_visible()
    page.keyboard.press("Escape")
    expect(page.get_by_test_id("test-dialog")).to_be_hidden()
    assert page.evaluate("window.focusAsks") >= 1
    state = active(page)  # the region, unless the renderer has since focused its turn
    assert state["inTable"] and not state["body"], state
    page.context.close()


# ---------------------------------------------------------------- focus through a deal


def play_by_keyboard(page: Page, checks: list[dict[str, object]], *, deals: int = 1) -> None:
    """Play with the keyboard alone until `deals` deals are over; after each own action and
    each Continue, record where focus is once the table asks something again."""
    start = page.evaluate("tableClient.current.deal")
    for _ in range(400):
        page.locator(ASKS).first.wait_for(timeout=30_000)
        if page.get_by_test_id("game-over").is_visible():
            return
        if page.evaluate("tableClient.current.deal") - start >= deals and not page.locator(
                '[data-action="continue"]').is_visible():
            return
        page.wait_for_function(QUIET)
        if page.locator('[data-action="continue"]').is_visible():
            page.locator('[data-action="continue"]').focus()
            page.keyboard.press("Enter")
            what = "continue"
        elif page.locator('.ss-decisions [data-action="pick"]').is_visible():
            page.keyboard.press("s")
            what = "pass"
        elif page.locator('.ss-decisions [data-action="call"]').first.is_visible():
            page.keyboard.press("1")
            what = "call"
        elif page.locator('.ss-decisions [data-action="bury"]').is_visible():
            page.keyboard.press("ArrowRight")
            for _ in range(2):
                page.keyboard.press("ArrowRight")
                page.keyboard.press("Enter")
            page.keyboard.press("b")
            what = "bury"
        else:
            state = active(page)
            if state["card"] is None:
                page.keyboard.press("ArrowRight")
            card = active(page)["card"]
            assert card is not None, "arrows did not reach a card"
            page.keyboard.press("Enter")
            expect(page.locator(f'.ss-hand [data-card="{card}"].is-legal')).to_have_count(0)
            what = "play"
        page.locator(ASKS).first.wait_for(timeout=30_000)
        page.wait_for_function(QUIET)
        page.wait_for_timeout(50)
        checks.append({"after": what, **active(page)})


def watch_for_lost_focus(page: Page) -> None:
    """Count the frames in which focus sat on the page body once the person had used keys."""
    page.evaluate("""() => {
        window.lostFrames = 0;
        const look = () => {
            if (window.tableClient.ui.keyboardUser && document.activeElement === document.body) {
                window.lostFrames += 1;
            }
            requestAnimationFrame(look);
        };
        requestAnimationFrame(look);
    }""")


def test_the_shell_asks_the_renderer_for_focus_and_never_leaves_it_on_the_page(
        site: str, browser: Browser) -> None:
    """The seam alone: a stand-in focusNext that records its calls and focuses what the
    table asks for (the real one is the renderer's, checked below)."""
    page = new_page(browser, DESKTOP)
    open_table(page, site)
    page.evaluate("""() => {
        window.focusAsks = 0;
        window.tableClient.renderer.focusNext = () => {
            window.focusAsks += 1;
            const next = document.querySelector('[data-action="continue"], '
                + '.ss-decisions button:not([disabled]), .ss-hand [data-card].is-legal');
            if (!next) return false;
            next.focus({ preventScroll: true });
            return true;
        };
    }""")
    page.locator("[data-table-root]").focus()
    watch_for_lost_focus(page)
    checks: list[dict[str, object]] = []
    play_by_keyboard(page, checks)
    done = {check["after"] for check in checks}
    assert "play" in done and "continue" in done, checks
    for check in checks:
        assert (check["inTable"] or check["inDialog"]) and not check["body"], check
        assert not check["region"], f"focus rested on the table with a thing to do: {check}"
    assert page.evaluate("window.focusAsks") > 0
    assert page.evaluate("window.lostFrames") == 0, "focus sat on the page body"
    page.context.close()


def test_focus_lands_on_the_next_thing_to_do_through_a_deal(site: str, browser: Browser) -> None:
    """End to end with the renderer's own focusNext (sheepshead/static/sheepshead/)."""
    page = new_page(browser, DESKTOP)
    open_table(page, site)
    if not page.evaluate("typeof tableClient.renderer.focusNext === 'function'"):
        pytest.skip("the renderer has no focusNext() yet")
    page.locator("[data-table-root]").focus()
    watch_for_lost_focus(page)
    checks: list[dict[str, object]] = []
    play_by_keyboard(page, checks)
    for check in checks:
        assert check["inTable"] or check["inDialog"], check
        assert not check["body"] and not check["region"], check
        assert check["card"] or check["action"], check
    assert page.evaluate("window.lostFrames") == 0, "focus sat on the page body"
    page.context.close()


# ---------------------------------------------------------------- announcements


def test_every_play_is_announced_at_instant_speed(site: str, browser: Browser) -> None:
    page = new_page(browser, DESKTOP)
    # Before the table loads: every line the live region gets, and whether it is still there
    # at the next task and after the next frame (screen readers read the region after both).
    page.context.add_init_script("""(() => {
        window.liveLines = [];
        new MutationObserver((records) => {
            for (const record of records) for (const node of record.addedNodes) {
                if (!(node instanceof Element)) continue;
                if (!node.classList.contains('announcer-line')) continue;
                const line = { text: node.textContent, nextTask: null, nextFrame: null };
                window.liveLines.push(line);
                setTimeout(() => { line.nextTask = node.isConnected; }, 0);
                requestAnimationFrame(() => setTimeout(() => {
                    line.nextFrame = node.isConnected;
                }, 0));
            }
        }).observe(document, { childList: true, subtree: true });
    })()""")
    errors: list[str] = []  # said in the failure's message, with the views received
    page.on("console", lambda message: errors.append(message.text)
            if message.type in ("error", "warning") else None)
    open_table(page, site)
    # Plays already on the table when the page opened came with no event (a busy machine's
    # computers may lead before it loads): nothing announces those, by design. They are the
    # cards of the tricks done and of the trick under way, which later is the next one done.
    page.wait_for_function("() => window.tableClient && window.tableClient.current")
    shown_at_open = page.evaluate("""() => {
        const view = tableClient.current;
        const done = (view.tricks || []).reduce((n, trick) => n + trick.cards.length, 0);
        return done + (view.trick ? view.trick.cards.length : 0);
    }""")
    # Catching up: the views that follow each of the person's actions are held back until the
    # table asks something of him again, then all handed over in one task, as after a
    # reconnect. At instant speed they are then all drawn, and announced, in that one task.
    page.evaluate("""() => {
        const client = window.tableClient;
        const handle = client.onMessage.bind(client);
        window.held = [];
        window.holding = false;
        window.received = [];  // [version, events_since] of each view, for a failure's message
        client.onMessage = (event) => {
            const { view } = JSON.parse(event.data);
            if (view) window.received.push([view.version, view.events_since]);
            return window.holding ? window.held.push(event) : handle(event);
        };
        window.asksAgain = () => window.held.some((event) => {
            const message = JSON.parse(event.data);
            const view = message.view;
            return message.type === 'view' && ((view.legal_actions || []).length
                || view.phase === 'done' || view.status === 'finished');
        });
        window.release = () => {
            window.holding = false;
            const held = window.held;
            window.held = [];
            for (const event of held) handle(event);
            return held.length;
        };
    }""")
    page.locator("[data-table-root]").focus()
    bursts = []
    for _ in range(200):
        page.locator(ASKS).first.wait_for(timeout=30_000)
        page.wait_for_function(QUIET)
        if page.evaluate("(tableClient.current.tricks || []).length") >= 3:
            break
        page.evaluate("window.holding = true")
        if page.locator('[data-action="continue"]').is_visible():
            page.locator('[data-action="continue"]').click()
        elif page.locator('.ss-decisions [data-action="pass"]').is_visible():
            page.locator('.ss-decisions [data-action="pass"]').click()
        elif page.locator('.ss-decisions [data-action]:visible').count():
            page.locator('.ss-decisions [data-action]:visible').first.click()
        else:
            card = page.locator(".ss-hand [data-card].is-legal").first.get_attribute("data-card")
            page.locator(f'.ss-hand [data-card="{card}"]').click()
        page.wait_for_function("() => window.asksAgain()")
        bursts.append(page.evaluate("window.release()"))
    # The person's own view and the computers' run after it (one view, its plays as events).
    assert max(bursts) >= 2, f"no catching up was seen: {bursts}"
    page.wait_for_timeout(100)
    missing = page.evaluate("""async (shownAtOpen) => {
        const { cardName } = await import('/static/cards/cards.js');
        const view = window.tableClient.current;
        const lines = window.liveLines.filter((l) => l.nextTask !== false && l.nextFrame !== false)
            .map((l) => l.text);
        const said = lines.join(' | ');
        const missing = [];
        const plays = view.tricks.flatMap((trick) => trick.cards).slice(shownAtOpen);
        for (const play of plays) {
            const who = play.seat === view.seat
                ? 'You play' : `${view.players[play.seat].name} plays`;
            const card = play.card ? `the ${cardName(play.card)}` : 'the unknown card';
            const faceDown = play.unknown && said.includes(`${who} the unknown card`);
            if (!said.includes(`${who} ${card}`) && !faceDown) {
                missing.push(`${who} ${card}`);
            }
        }
        return { missing, tricks: view.tricks.length, lines: lines.length,
                 dropped: window.liveLines.filter(
                     (l) => l.nextTask === false || l.nextFrame === false).length };
    }""", shown_at_open)
    assert missing["tricks"] >= 3, missing
    assert missing["dropped"] == 0, missing
    assert not missing["missing"], (missing, page.evaluate("window.received"), errors)
    # Old lines go once they have been read: the region stays small.
    page.wait_for_function(
        "() => document.querySelectorAll('[data-testid=announcer] .announcer-line').length <= 6")
    page.context.close()


# ---------------------------------------------------------------- a session that has ended


def test_an_ended_session_is_said_once_and_not_retried(site: str, browser: Browser) -> None:
    page = new_page(browser, DESKTOP)
    open_table(page, site, speed="normal")
    page.wait_for_function("() => window.tableClient.socketOpen()")
    sockets: list[str] = []
    page.on("websocket", lambda ws: sockets.append(ws.url))
    polls: list[str] = []
    page.on("request", lambda r: polls.append(r.url) if "/api/tables/" in r.url else None)
    page.evaluate("""() => {
        window.alerts = [];
        for (const region of document.querySelectorAll('[role=alert]')) {
            new MutationObserver((records) => {
                for (const r of records) {
                    for (const n of r.addedNodes) window.alerts.push(n.textContent);
                }
            }).observe(region, { childList: true, subtree: false });
        }
    }""")
    page.context.clear_cookies()
    page.evaluate("window.tableClient.socket.close()")
    notice = page.get_by_test_id("notice")
    expect(notice).to_contain_text("session that has ended")
    expect(notice.get_by_role("link", name="Back to the lobby")).to_be_visible()
    # A window to see whether it tries again (it used to, twice a second).
    page.wait_for_timeout(5000)
    alerts = page.evaluate("window.alerts")
    assert len(alerts) == 1, alerts
    assert len(sockets) <= 2, sockets
    polls_at_end = len(polls)
    assert page.evaluate("tableClient.ended") == "forbidden"
    assert page.evaluate("tableClient.socket") is None
    page.wait_for_timeout(3000)
    assert len(polls) == polls_at_end, polls
    assert len(page.evaluate("window.alerts")) == 1
    page.context.close()


def test_a_signed_in_player_is_told_to_log_in_again_and_that_works(
        site: str, browser: Browser) -> None:
    page = new_page(browser, DESKTOP)
    name = f"shell{id(page) % 100000}"
    password = "a long enough passphrase 42"
    page.goto(f"{site}/accounts/signup/")
    page.locator("#id_username").fill(name)
    page.locator("#id_password1").fill(password)
    page.locator("#id_password2").fill(password)
    page.get_by_role("button", name="Create account").click()
    open_table(page, site, speed="normal")
    table_url = page.url
    page.wait_for_function("() => window.tableClient.socketOpen()")
    # Logged out elsewhere in this browser, as another tab's Log out button does (a POST with
    # the session's cookies): this tab's socket must not retry. Done from this tab, since a
    # second tab left chromium with a tab it no longer schedules, and CI runs hung there.
    answer = page.evaluate("""async () => {
        const token = document.querySelector('meta[name="csrf-token"]').content;
        const response = await fetch('/accounts/logout/', {method: 'POST', redirect: 'manual',
            credentials: 'same-origin', headers: {'X-CSRFToken': token}});
        return response.type;
    }""")
    assert answer == "opaqueredirect"  # logged out, sent on to the lobby
    page.evaluate("window.tableClient.socket.close()")
    notice = page.get_by_test_id("notice")
    expect(notice).to_contain_text("signed-in session that has ended")
    log_in = notice.get_by_role("link", name="Log in")
    expect(log_in).to_have_attribute("href", re.compile(r"^/accounts/login/\?next=/tables/"))
    # What the notice says is true: logging in again brings the table back.
    log_in.click()
    page.locator("#id_username").fill(name)
    page.locator("#id_password").fill(password)
    page.locator("form.form").get_by_role("button", name="Log in").click()
    page.wait_for_url(table_url)
    page.wait_for_function("() => window.tableClient && window.tableClient.socketOpen()")
    expect(page.get_by_test_id("notice")).to_have_count(0)
    page.context.close()
