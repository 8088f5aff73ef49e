"""/api/docs/ in a real browser: Swagger UI, from the site's own static files, draws the
site's OpenAPI description (an operation of ours, readable and opened; "Try it out" sends a
POST with the CSRF token as the site's scripts do), with no console error, no request to
another host and no Content-Security-Policy violation; in Hebrew the page is right to left
and the English description left to right."""

from __future__ import annotations

from playwright.sync_api import Browser, ConsoleMessage, Request, expect

from tests.browser.site import my_nickname
from tests.browser.test_csp import Watch


def test_the_api_docs_show_our_operations_within_the_policy(site: str, browser: Browser) -> None:
    watch = Watch(browser)
    page = watch.page
    errors: list[str] = []
    outside: list[str] = []

    def console(message: ConsoleMessage) -> None:
        if message.type == "error":
            errors.append(f"{page.url}: {message.text}")

    def request(request: Request) -> None:
        if not request.url.startswith((site, "data:", "blob:")):
            outside.append(request.url)

    page.on("console", console)
    page.on("request", request)

    watch.visit(f"{site}/api/docs/")
    # Swagger UI names an operation's block "operations-<tag>-<operationId>".
    create = page.locator("#operations-tables-create_table")
    expect(create).to_contain_text("POST")
    expect(create).to_contain_text("/api/tables/")
    expect(create).to_contain_text("A new practice table, or today's daily (started or resumed).")
    create.locator(".opblock-summary-control").click()  # opened: what it takes and answers
    expect(create).to_contain_text("The table's settings. At most 16384 bytes of UTF-8")
    expect(create.locator(".responses-table").first).to_contain_text("201")
    expect(page.locator("#operations-daily-daily_board")).to_contain_text(
        "Fifty rows of a day's board.")

    rename = page.locator("#operations-player-rename")
    rename.locator(".opblock-summary-control").click()
    rename.get_by_role("button", name="Try it out").click()
    rename.locator("textarea.body-param__text").fill('{"nickname": "Docs Reader"}')
    rename.get_by_role("button", name="Execute").click()
    expect(rename.locator(".live-responses-table tbody .response-col_status")).to_have_text("200")
    assert my_nickname(page, site) == "Docs Reader"
    watch.collect("/api/docs/")

    page.set_extra_http_headers({"Accept-Language": "he"})
    watch.visit(f"{site}/api/docs/")
    expect(page.locator("html")).to_have_attribute("dir", "rtl")
    expect(page.locator("#api-docs-title")).to_have_text("תיעוד ה־API")
    expect(page.get_by_test_id("api-docs-ui")).to_have_attribute("dir", "ltr")
    expect(page.locator("#operations-player-me")).to_contain_text("The caller's nickname.")
    watch.collect("/api/docs/ in Hebrew")

    page.context.close()
    assert not watch.found, "\n".join(watch.found)
    assert not errors, "\n".join(errors)
    assert not outside, outside
