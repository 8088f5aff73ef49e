"""The table's own JavaScript speaks the page's language: the strings static/tables/ marks come
from the djangojs catalogue (locale/<lang>/LC_MESSAGES/djangojs.po) served as jsi18n/<lang>/, and
stay English without a translation."""

from __future__ import annotations

import re

from playwright.sync_api import Browser, Page, expect

from tests.browser.site import PHONE, new_page


def open_keys_help(page: Page, site: str) -> None:
    """A new Sheepshead table, then the keyboard help (the shell's dialog) by its key."""
    page.goto(f"{site}/")
    page.locator('[data-new-game="sheepshead"]').first.click()
    page.wait_for_url(re.compile(r"/tables/[0-9a-f-]{36}/$"))
    page.wait_for_function("() => window.tableClient && window.tableClient.renderer")
    page.locator("[data-table-root]").focus()
    page.keyboard.press("?")


def test_the_keyboard_help_is_norwegian_with_the_language_cookie(
        site: str, browser: Browser) -> None:
    page = new_page(browser, PHONE)
    page.context.add_cookies([{"name": "django_language", "value": "nb", "url": site}])
    open_keys_help(page, site)
    expect(page.locator("html")).to_have_attribute("lang", "nb")
    dialog = page.get_by_test_id("keys")
    expect(dialog).to_be_visible()
    # Translated in djangojs.po: the dialog's title (settings.js) and its button (ui.js).
    expect(dialog.get_by_role("heading")).to_have_text("Tastatur")
    expect(dialog.get_by_role("button", name="Lukk")).to_be_visible()
    page.context.close()


def test_the_keyboard_help_stays_english_without_it(site: str, browser: Browser) -> None:
    page = new_page(browser, PHONE)
    open_keys_help(page, site)
    dialog = page.get_by_test_id("keys")
    expect(dialog.get_by_role("heading")).to_have_text("Keyboard")
    expect(dialog.get_by_role("button", name="Close")).to_be_visible()
    page.context.close()
