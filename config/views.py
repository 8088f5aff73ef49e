"""Site-wide pages that belong to no single app."""

from django.http import HttpRequest, HttpResponse
from django.shortcuts import render
from django.views.decorators.cache import never_cache
from django.views.decorators.http import require_GET

# The games the site will offer; each becomes a link once its app is registered.
GAMES = (
    ("Sheepshead", "Five players, called ace. The flagship."),
    ("Shiesta", "Coming soon."),
    ("Sixes", "Coming soon."),
    ("Shakipesh", "Coming soon."),
)


@require_GET
def home(request: HttpRequest) -> HttpResponse:
    """The lobby: start a game, see the daily challenge and the leaderboards."""
    return render(request, "lobby.html", {"games": GAMES})


@require_GET
@never_cache
def healthz(request: HttpRequest) -> HttpResponse:
    """Liveness probe for load balancers and the CI smoke test."""
    return HttpResponse("ok", content_type="text/plain")
