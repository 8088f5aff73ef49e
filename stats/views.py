"""The statistics page: the person's figures, daily history and charts."""

from __future__ import annotations

from functools import partial

from django.http import HttpRequest, HttpResponse
from django.shortcuts import render
from django.views.decorators.http import require_GET

from accounts.guests import player_from_session
from stats.charts import line_chart
from stats.personal import CHART_DAYS, Stats, player_stats


@require_GET
def stats_page(request: HttpRequest) -> HttpResponse:
    """The person's figures over all finished rounds, game by game, each with its daily
    history and a chart of it. Before the first game there is nobody to count: the page
    says so (and makes no guest)."""
    player = player_from_session(request.session)
    stats = player_stats(player) if player else Stats([])
    sections = []
    for game in stats.games:
        # The chart draws the days of today's format: another format's totals are another scale.
        current = game.spec.daily_format.key
        days = [day for day in game.daily if day.format == current][:CHART_DAYS]
        sections.append({
            "game": game, "title": game.spec.title, "better": game.spec.engine.better,
            "chart": line_chart([(day.date, day.total) for day in days],
                                zero="points" in game.spec.site_figures,
                                show=partial(game.spec.total_text, format_key=current)),
            "count": len(days),
        })
    return render(request, "stats/stats.html", {
        "player": player, "stats": stats, "sections": sections, "chart_days": CHART_DAYS,
        "signed_in": player is not None and player.user_id is not None,
    })
