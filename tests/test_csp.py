"""Content-Security-Policy: the header on every page, and nothing in the site's own templates
or scripts that the policy would block (inline script, style or handler, eval, style
attributes written from script). tests/browser/test_csp.py watches a real browser."""

from __future__ import annotations

import base64
import hashlib
import re
from pathlib import Path

import pytest
from django.test import Client, RequestFactory
from django.views import defaults

ROOT = Path(__file__).resolve().parent.parent
SKIP = {".venv", "node_modules", "staticfiles", "test-results", ".git"}


def site_files(pattern: str) -> list[Path]:
    return sorted(p for p in ROOT.rglob(pattern)
                  if not SKIP.intersection(p.relative_to(ROOT).parts)
                  and p.relative_to(ROOT).parts[0] != "tests")


def directives(header: str) -> dict[str, list[str]]:
    parts = (part.split() for part in header.split(";") if part.strip())
    return {name: values for name, *values in parts}


@pytest.mark.django_db
def test_every_page_gets_the_policy() -> None:
    for url in ("/", "/rules/sheepshead/", "/accounts/login/", "/no-such-page/"):
        response = Client().get(url)
        policy = directives(response["Content-Security-Policy"])
        assert policy["default-src"] == ["'self'"], url
        assert policy["script-src"] == ["'self'"]  # no 'unsafe-inline', no 'unsafe-eval'
        assert policy["style-src"][0] == "'self'" and "'unsafe-inline'" not in policy["style-src"]
        assert policy["img-src"] == ["'self'", "data:"]
        assert policy["connect-src"] == ["'self'"]  # the WebSocket too (same host)
        assert policy["frame-ancestors"] == ["'none'"] and policy["object-src"] == ["'none'"]
        assert policy["base-uri"] == ["'self'"] and policy["form-action"] == ["'self'"]


@pytest.mark.django_db
def test_the_500_pages_own_style_is_allowed_by_its_hash() -> None:
    """templates/500.html carries its style inline (it loads nothing that could fail): the
    policy allows exactly that style, by its hash."""
    page = defaults.server_error(RequestFactory().get("/")).content.decode()
    styles = re.findall(r"<style>(.*?)</style>", page, re.S)
    assert len(styles) == 1
    digest = base64.b64encode(hashlib.sha256(styles[0].encode()).digest()).decode()
    policy = directives(Client().get("/")["Content-Security-Policy"])
    assert f"'sha256-{digest}'" in policy["style-src"]


def test_no_template_has_inline_script_style_or_handlers() -> None:
    found = []
    for path in site_files("*.html"):
        text = path.read_text(encoding="utf-8")
        name = path.relative_to(ROOT)
        for tag in re.findall(r"<script\b[^>]*>", text):
            if "src=" not in tag:
                found.append(f"{name}: inline script {tag}")
        if re.search(r"\son[a-z]+\s*=", re.sub(r"<script\b.*?</script>", "", text, flags=re.S)):
            found.append(f"{name}: an on… handler attribute")
        if re.search(r"\sstyle\s*=", text):
            found.append(f"{name}: a style attribute")
        if "<style" in text and name != Path("templates/500.html"):
            found.append(f"{name}: a <style> element")
        if "javascript:" in text:
            found.append(f"{name}: a javascript: URL")
    assert not found, found


def test_no_script_evaluates_strings_or_writes_style_attributes() -> None:
    """CSSOM (``el.style.left = …``) is allowed; eval, new Function, timers given strings,
    setAttribute("style") and markup with style= are not."""
    banned = [
        (r"\beval\s*\(", "eval"),
        (r"\bnew\s+Function\b", "new Function"),
        (r"\bset(?:Timeout|Interval)\s*\(\s*[\"'`]", "a timer given a string"),
        (r"setAttribute\(\s*[\"']style[\"']", "setAttribute('style')"),
        (r"\bstyle:\s*[`'\"]", "a style attribute for h()/svg() (give an object)"),
        (r"(?:innerHTML|outerHTML|insertAdjacentHTML)[^;]*style\s*=", "markup with style="),
        (r"javascript:", "a javascript: URL"),
    ]
    found = []
    for path in site_files("*.js"):
        text = path.read_text(encoding="utf-8")
        for pattern, what in banned:
            if re.search(pattern, text):
                found.append(f"{path.relative_to(ROOT)}: {what}")
    assert not found, found
