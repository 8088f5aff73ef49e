"""The daily through the tables API: ``POST /api/tables/`` with ``{"mode": "daily"}``.

The tables layer knows no daily: leaderboards registers ``open_daily`` as the opener of the
``daily`` mode (apps.py). It starts or resumes the ranked attempt through
``daily.start_ranked``, the very function behind the lobby's form, so the one-attempt and
address rules are the same either way.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from django.http import HttpRequest
from django.urls import reverse

from accounts.models import Player
from leaderboards import daily
from leaderboards.models import DailyChallenge
from tables import registry, services
from tables.models import Table

# How a refusal of the daily answers through the API: HTTP status and error code.
REFUSALS = {"played": 403, "address_limit": 429}
# What a request for the daily may hold; anything else (a score, say) is refused.
FIELDS = ("game", "mode", "seats", "options", "level", "levels")


def open_daily(request: HttpRequest, player: Player, spec: registry.GameSpec,
               fields: Mapping[str, Any]) -> tuple[Table, bool]:
    """Today's ranked attempt at ``spec``'s daily: (table, True) when started now,
    (table, False) when resumed. A setting that differs from the daily's is refused
    (400, naming it) before anything is created."""
    check_fields(spec, fields)
    try:
        return daily.start_ranked(player, spec.name, daily.client_address(request))
    except daily.DailyRefused as refusal:
        board = request.build_absolute_uri(reverse("daily-today", args=[spec.name]))
        message = refusal.message
        if refusal.code == "played":
            message = f"You have played today's daily; see the board at {board}"
        raise services.ServiceError(message, code=refusal.code,
                                    status=REFUSALS.get(refusal.code, 403),
                                    details={"board": board}) from None


def check_fields(spec: registry.GameSpec, fields: Mapping[str, Any]) -> None:
    """Seats, options and levels may be left out, or sent as the daily's own; anything else
    is Invalid, naming the setting: everybody plays the daily the same way. (Today's setup
    is the challenge row's, or what it will be: a refused request creates no row.)"""
    challenge = DailyChallenge.objects.filter(game=spec.name, date=daily.today()).first()
    if challenge is not None and challenge.seats is not None:
        seats, options = challenge.seats, challenge.options
    else:
        seats, options = daily.table_setup(spec)
    for name in fields:
        if name not in FIELDS:
            raise services.Invalid(
                f"The daily takes no “{str(name)[:40]}”: send game and mode, nothing else "
                "is needed.")
    if fields.get("seats") is not None and fields["seats"] != seats:
        raise services.Invalid(
            f"The daily is played by {seats} players: leave seats out, or send {seats}.")
    sent = fields.get("options")
    if sent is not None:
        if not isinstance(sent, Mapping):
            raise services.Invalid("Send options as an object of names and values.")
        labels = {option.name: option.label for option in spec.engine.options}
        for name, value in sent.items():
            if name not in options:
                raise services.Invalid(f"This game has no option called “{str(name)[:40]}”.")
            if value != options[name] or type(value) is not type(options[name]):
                shown = _shown(options[name])
                raise services.Invalid(f"{labels.get(name, name)} must be {shown} in the "
                                       f"daily: leave it out, or send {shown}.")
    level = fields.get("level")
    if level is not None and level != spec.daily_level:
        raise services.Invalid(f"In the daily the computer players play at the "
                               f"{spec.daily_level} level: leave level out.")
    levels = fields.get("levels")
    if levels is not None and levels != [spec.daily_level] * (seats - 1):
        raise services.Invalid(f"In the daily all computer players play at the "
                               f"{spec.daily_level} level: leave levels out.")


def _shown(value: object) -> str:
    if isinstance(value, bool):
        return "on" if value else "off"
    return str(value)
