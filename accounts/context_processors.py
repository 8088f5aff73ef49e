"""Template context for the account links in the site header."""

from __future__ import annotations

from django.http import HttpRequest
from django.utils.functional import SimpleLazyObject

from accounts.guests import player_from_session


def account(request: HttpRequest) -> dict[str, object]:
    """``account_player``: the session's player or None, looked up only if a template asks;
    ``account_next``: where signing up or logging in returns to (this page)."""
    session = getattr(request, "session", None)
    path = request.get_full_path()
    return {
        "account_player": SimpleLazyObject(lambda: player_from_session(session)),
        "account_next": "" if path.startswith("/accounts/") else path,
    }
