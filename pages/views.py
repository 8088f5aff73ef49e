"""Site-wide pages that belong to no single app: the lobby, the list of games, the daily
boards of every game, the rules pages, the site's icon. Everything about a game comes from
the registry, so a new game changes nothing here."""

from __future__ import annotations

from dataclasses import dataclass, replace

from django.contrib.staticfiles import finders
from django.http import FileResponse, Http404, HttpRequest, HttpResponse
from django.shortcuts import render
from django.urls import reverse
from django.utils.cache import patch_cache_control
from django.utils.translation import get_language, ngettext, pgettext_lazy
from django.utils.translation import gettext as _
from django.views.decorators.csrf import ensure_csrf_cookie
from django.views.decorators.http import require_GET, require_safe

from accounts.guests import player_from_session
from accounts.models import Player
from cards import Option
from groups import board as group_board
from groups.board import Glance
from leaderboards import boards, daily
from leaderboards.models import DailyChallenge
from tables import registry
from tables.models import Table
from tables.services import active_table

LEVEL_NAMES = {
    "easy": pgettext_lazy("computer level", "Easy"),
    "normal": pgettext_lazy("computer level", "Normal"),
    "hard": pgettext_lazy("computer level", "Hard"),
}


@dataclass(frozen=True)
class Choice:
    """One choice of a select: the ``value`` sent, the ``label`` read, and the table sizes
    the choice is played by where it narrows the game's (``Option.choice_seats``): ``seats``
    ("2 3") and ``default_seats``, for the script to offer in Players."""

    value: str
    label: str
    seats: str = ""
    default_seats: str = ""


@dataclass(frozen=True)
class Field:
    """One offered option as the lobby shows it: ``kind`` is "choice" (a select), "number"
    (a number input within ``minimum`` and ``maximum``), "check" (a checkbox) or "text";
    ``type`` is the value's JSON type ("int", "str" or "bool") for the script."""

    name: str
    label: str
    kind: str
    type: str
    default: str  # the default as the input holds it
    choices: tuple[Choice, ...] = ()
    minimum: int | None = None
    maximum: int | None = None
    checked: bool = False


@dataclass(frozen=True)
class Card:
    """One game's card in the lobby."""

    spec: registry.GameSpec
    levels: list[tuple[str, str]]  # (value, label)
    fields: list[Field]
    seats: list[int]  # the choice of table sizes; one size alone is no choice
    default_seats: int
    continue_url: str | None  # the person's unfinished practice table of this game
    daily: dict[str, object]
    # The person's friends' groups at today's daily of this game (groups.board.Glance).
    groups: tuple[Glance, ...] = ()
    # At a friends' table, the seats after the host's (numbered from the host's, 1): each
    # a friend or a computer, those past the chosen size hidden (static/lobby.js).
    other_seats: tuple[int, ...] = ()


@require_GET
@ensure_csrf_cookie
def home(request: HttpRequest) -> HttpResponse:
    """The lobby: today's dailies first, one small card per game (play it, continue it, or
    the person's result and rank), with one countdown to the next; then a tile per game to
    start it or continue it, its setup folded away. It makes no guest: New game or the daily
    does (before that, no nickname and nothing to continue)."""
    player = player_from_session(request.session)
    glances, in_groups = group_board.glances(player, daily.today())
    return render(request, "lobby.html", {
        "nickname": player.nickname if player else "",
        "cards": [replace(game_card(spec, player), groups=tuple(glances.get(spec.name, ())))
                  for spec in registry.games()],
        "next_start": daily.next_start(),
        "in_groups": in_groups,
    })


@require_GET
def boards_page(request: HttpRequest) -> HttpResponse:
    """Every game's daily boards in one place: today's, this week's and all time, with how
    many have played today. Reading only, like the lobby: it creates no challenge."""
    played = dict(DailyChallenge.objects.filter(date=daily.today())
                  .values_list("game", "players"))
    return render(request, "boards.html", {
        "games": [(spec, played.get(spec.name, 0)) for spec in registry.games()],
    })


@require_GET
def games(request: HttpRequest) -> HttpResponse:
    """Every game the site offers, with its table sizes, rules and daily board."""
    return render(request, "games.html", {
        "games": [(spec, seat_range(spec)) for spec in registry.games()],
    })


@require_GET
def rules(request: HttpRequest, game: str) -> HttpResponse:
    """A game's rules, in the site's own words and the reader's language."""
    try:
        spec = registry.get(game)
    except registry.UnknownGame:
        raise Http404(_("There is no such game here.")) from None
    return render(request, spec.rules_templates(get_language()), {"spec": spec})


@require_safe
def favicon(request: HttpRequest) -> FileResponse:
    """``/favicon.ico``, which browsers and bots ask for whatever the page links: the site's
    mark (static/favicon.ico, drawn from static/favicon.svg) rather than a 404 on every
    first visit."""
    found = finders.find("favicon.ico")
    if not isinstance(found, str):
        raise Http404(_("The site's icon is missing."))
    response = FileResponse(open(found, "rb"), content_type="image/x-icon")  # noqa: SIM115
    patch_cache_control(response, public=True, max_age=24 * 60 * 60)
    return response


def game_card(spec: registry.GameSpec, player: Player | None) -> Card:
    engine = spec.engine
    table = active_table(player, spec.name) if player else None
    return Card(
        spec=spec,
        levels=[(level, level_name(level)) for level in spec.levels],
        fields=[option_field(option) for option in engine.options if option.offered],
        seats=list(range(engine.min_seats, engine.max_seats + 1)),
        default_seats=engine.default_seats,
        continue_url=table.get_absolute_url() if table else None,
        daily=_daily_status(player, spec.name),
        other_seats=tuple(range(2, engine.max_seats + 1)),
    )


def level_name(level: str) -> str:
    return str(LEVEL_NAMES.get(level, level.replace("_", " ").replace("-", " ").capitalize()))


def option_field(option: Option) -> Field:
    """How the lobby asks for ``option``: its label (marked in the engine with gettext_noop)
    in the reader's language."""
    default = option.default
    label = _(option.label) if option.label else ""  # gettext("") is the catalogue header
    if isinstance(default, bool):
        return Field(option.name, label, "check", "bool", "", checked=default)
    kind = "int" if isinstance(default, int) else "str"
    if option.choices:
        labels, narrowed = option.choice_labels, option.choice_seats
        choices = []
        for i, value in enumerate(option.choices):
            seats = narrowed[i] if i < len(narrowed) else None
            choices.append(Choice(
                str(value), _(labels[i]) if i < len(labels) else choice_name(value),
                " ".join(str(size) for size in seats.sizes) if seats else "",
                str(seats.default) if seats else ""))
        return Field(option.name, label, "choice", kind, str(default), tuple(choices))
    if kind == "int":
        return Field(option.name, label, "number", kind, str(default),
                     minimum=option.minimum, maximum=option.maximum)
    return Field(option.name, label, "text", kind, str(default))


def choice_name(value: object) -> str:
    """A choice in plain words: ``double-sixes`` -> ``Double sixes``, ``3`` -> ``3``."""
    text = str(value).replace("_", " ").replace("-", " ")
    return text[:1].upper() + text[1:]


def seat_range(spec: registry.GameSpec) -> str:
    """``5 players``, ``3 to 6 players``."""
    low, high = spec.engine.min_seats, spec.engine.max_seats
    if low == high:
        return ngettext("%(count)s player", "%(count)s players", low) % {"count": low}
    return _("%(low)s to %(high)s players") % {"low": low, "high": high}


def _daily_status(player: Player | None, game: str) -> dict[str, object]:
    """Where the person stands with today's daily of ``game``, for the lobby's strip of
    dailies (``player`` None: nobody yet, the daily is simply on offer).

    Reading only: a lobby visit creates no challenge (the beat task or the first attempt
    does), so nothing about a GET depends on the day it is made.
    """
    today = daily.today()
    challenge = DailyChallenge.objects.filter(game=game, date=today).first()
    entry = daily.ranked_entry(player, challenge) if challenge and player else None
    played = entry is not None and entry.table.status == Table.Status.FINISHED
    spec = registry.get(game)
    # Today's format: the day's, once made (a day keeps the format it was made with).
    today_format = (spec.format_of(challenge.format) if challenge else None) or spec.daily_format
    return {
        "format_label": str(today_format.label),
        "played": played,
        # After the daily: the person's score, rank and percentile (None until recorded,
        # or if the attempt was not ranked); before and after: the streak of days played.
        "standing": boards.standing(challenge, player) if played and challenge else None,
        "streak": boards.streak(player, game, today) if player else None,
        "table_url": entry.table.get_absolute_url() if entry else "",
        "board_url": reverse("daily-today", args=[game]),
        "play_url": reverse("daily-play", args=[game]),
    }

