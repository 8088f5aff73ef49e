"""The header's language switcher in a browser: on a phone, by keyboard, Hebrew turns the page
right to left, and the choice survives a reload and another page (the language cookie). The
JavaScript catalogue gives the page's scripts a global ``gettext``."""

from __future__ import annotations

from playwright.sync_api import Browser, expect

from tests.browser.site import PHONE, SHOTS, new_page


def test_the_switcher_turns_the_site_hebrew_and_keeps_it(site: str, browser: Browser) -> None:
    page = new_page(browser, PHONE)
    page.goto(f"{site}/no-such-page/")
    html = page.locator("html")
    expect(html).to_have_attribute("dir", "ltr")
    expect(html).to_have_attribute("lang", "en")

    # By keyboard: open the disclosure, then choose עברית.
    summary = page.locator("summary[data-testid=language-summary]")
    summary.focus()
    page.keyboard.press("Enter")
    hebrew = page.get_by_role("button", name="עברית")
    expect(hebrew).to_be_visible()
    hebrew.focus()
    page.keyboard.press("Enter")

    page.wait_for_url(f"{site}/no-such-page/")  # back on the same page
    expect(html).to_have_attribute("dir", "rtl")
    expect(html).to_have_attribute("lang", "he")
    expect(page.get_by_role("heading", level=1)).to_have_text("אין כאן כלום")
    expect(summary).to_contain_text("עברית")
    # The page's scripts get the catalogue's functions (no JS string is translated yet: an
    # unknown one comes back as it is).
    assert page.evaluate("typeof gettext + typeof ngettext + typeof interpolate") == (
        "function" * 3)
    assert page.evaluate(
        "interpolate(gettext('%(n)s cards'), {n: 6}, true)") == "6 cards"
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / "language-he-404-phone.png"))

    page.reload()
    expect(html).to_have_attribute("dir", "rtl")
    page.goto(f"{site}/games/")
    expect(html).to_have_attribute("lang", "he")
    expect(html).to_have_attribute("dir", "rtl")
    page.screenshot(path=str(SHOTS / "language-he-games-phone.png"))

    # And back to English the same way.
    summary.click()
    page.get_by_role("button", name="English").click()
    page.wait_for_url(f"{site}/games/")
    expect(html).to_have_attribute("dir", "ltr")
    expect(page.get_by_role("heading", level=1)).to_have_text("All games")
    page.context.close()
