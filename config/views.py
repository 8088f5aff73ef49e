"""Site-wide pages that belong to no single app."""

from django.http import HttpRequest, HttpResponse
from django.shortcuts import render
from django.urls import reverse
from django.views.decorators.cache import never_cache
from django.views.decorators.csrf import ensure_csrf_cookie
from django.views.decorators.http import require_GET

from accounts.guests import current_player
from leaderboards import daily
from leaderboards.models import DailyChallenge
from tables import registry
from tables.models import Table
from tables.services import active_table

LEVEL_NAMES = {"easy": "Easy", "normal": "Normal", "hard": "Hard"}

# The games the site will offer; each becomes a link once its app is registered.
GAMES = (
    ("Sheepshead", "Five players, called ace. The flagship."),
    ("Shiesta", "Coming soon."),
    ("Sixes", "Coming soon."),
    ("Shakipesh", "Coming soon."),
)


@require_GET
@ensure_csrf_cookie
def home(request: HttpRequest) -> HttpResponse:
    """The lobby: start a game, see the daily challenge and the leaderboards."""
    player = current_player(request)
    table = active_table(player)
    spec = registry.get("sheepshead")
    return render(request, "lobby.html", {
        "games": GAMES,
        "nickname": player.nickname,
        "active_table_url": table.get_absolute_url() if table else None,
        "daily": _daily_status(player, "sheepshead"),
        "levels": [(level, LEVEL_NAMES.get(level, level.title())) for level in spec.levels],
        "default_level": spec.default_level,
    })


def _daily_status(player: object, game: str) -> dict[str, object]:
    """Where the person stands with today's daily, for the lobby's button.

    Reading only: a lobby visit creates no challenge (the beat task or the first attempt
    does), so nothing about a GET depends on the day it is made.
    """
    challenge = DailyChallenge.objects.filter(game=game, date=daily.today()).first()
    entry = daily.ranked_entry(player, challenge) if challenge else None  # type: ignore[arg-type]
    return {
        "played": entry is not None and entry.table.status == Table.Status.FINISHED,
        "table_url": entry.table.get_absolute_url() if entry else "",
        "board_url": reverse("daily-today", args=[game]),
        "next_start": daily.next_start(),
    }


@require_GET
@never_cache
def healthz(request: HttpRequest) -> HttpResponse:
    """Liveness probe for load balancers and the CI smoke test."""
    return HttpResponse("ok", content_type="text/plain")
