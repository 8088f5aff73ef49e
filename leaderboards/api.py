"""The daily through the tables API: ``POST /api/tables/`` with ``{"mode": "daily"}``.

The tables layer knows no daily: leaderboards registers ``open_daily`` as the opener of the
``daily`` mode (apps.py). It starts or resumes the ranked attempt through
``daily.start_ranked``, the very function behind the lobby's form, so the one-attempt rule
and who is ranked are the same either way.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from django.http import HttpRequest
from django.urls import reverse
from django.utils.translation import gettext as _
from django.utils.translation import ngettext

from accounts.models import Player
from leaderboards import daily
from leaderboards.models import DailyChallenge
from tables import registry, services
from tables.models import Table

# What a request for the daily may hold; anything else (a score, say) is refused.
FIELDS = ("game", "mode", "seats", "options", "level", "levels")


def open_daily(request: HttpRequest, player: Player, spec: registry.GameSpec,
               fields: Mapping[str, Any]) -> tuple[Table, bool]:
    """Today's ranked attempt at ``spec``'s daily: (table, True) when started now,
    (table, False) when resumed. A setting that differs from the daily's is refused
    (400, naming it) before anything is created."""
    check_fields(spec, fields)
    try:
        return daily.start_ranked(player, spec.name)
    except daily.DailyRefused as refusal:
        board = request.build_absolute_uri(reverse("daily-today", args=[spec.name]))
        message = refusal.message
        if refusal.code == "played":
            message = (_("You have played today's daily; see the board at %(board)s")
                       % {"board": board})
        raise services.ServiceError(message, code=refusal.code,
                                    status=403,
                                    details={"board": board}) from None


def check_fields(spec: registry.GameSpec, fields: Mapping[str, Any]) -> None:
    """Seats, options and levels may be left out, or sent as the daily's own; anything else
    is Invalid, naming the setting: everybody plays the daily the same way. (Today's setup
    is the challenge row's, or what it will be: a refused request creates no row.)"""
    challenge = DailyChallenge.objects.filter(game=spec.name, date=daily.today()).first()
    if challenge is not None and challenge.seats is not None:
        seats = challenge.seats
        options = daily.complete_options(spec.name, seats, challenge.options)
    else:
        seats, options = daily.table_setup(spec)
    for name in fields:
        if name not in FIELDS:
            # Translators: %(name)s is a field a client sent, as it sent it.
            raise services.Invalid(
                _("The daily takes no “%(name)s”: send game and mode, nothing else is needed.")
                % {"name": str(name)[:40]})
    if fields.get("seats") is not None and fields["seats"] != seats:
        raise services.Invalid(ngettext(
            "The daily is played by %(count)s player: leave seats out, or send %(count)s.",
            "The daily is played by %(count)s players: leave seats out, or send %(count)s.",
            seats) % {"count": seats})
    sent = fields.get("options")
    if sent is not None:
        if not isinstance(sent, Mapping):
            raise services.Invalid(_("Send options as an object of names and values."))
        labels = {option.name: option.label for option in spec.engine.options}
        for name, value in sent.items():
            if name not in options:
                raise services.Invalid(_("This game has no option called “%(name)s”.")
                                       % {"name": str(name)[:40]})
            if value != options[name] or type(value) is not type(options[name]):
                # The engine's label, marked there (gettext_noop), translated here.
                label = labels.get(name) or str(name)
                raise services.Invalid(_not_the_dailys(_(label), options[name]))
    level = fields.get("level")
    if level is not None and level != spec.daily_level:
        # Translators: %(level)s is the code of a computer level (easy, normal, hard).
        raise services.Invalid(_("In the daily the computer players play at the %(level)s "
                                 "level: leave level out.") % {"level": spec.daily_level})
    levels = fields.get("levels")
    if levels is not None and levels != [spec.daily_level] * (seats - 1):
        # Translators: %(level)s is the code of a computer level (easy, normal, hard).
        raise services.Invalid(_("In the daily all computer players play at the %(level)s "
                                 "level: leave levels out.") % {"level": spec.daily_level})


def _not_the_dailys(label: str, value: object) -> str:
    """An option sent unlike the daily's: its value there, and what to send instead."""
    if value is True:
        return _("%(option)s is on in the daily: leave it out, or send true.") % {
            "option": label}
    if value is False:
        return _("%(option)s is off in the daily: leave it out, or send false.") % {
            "option": label}
    # Translators: %(value)s is the value as a client sends it (a number, a code).
    return _("%(option)s must be %(value)s in the daily: leave it out, or send %(value)s.") % {
        "option": label, "value": value}
