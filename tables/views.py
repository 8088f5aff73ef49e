"""The table page."""

from __future__ import annotations

from django.http import HttpRequest, HttpResponse
from django.shortcuts import render
from django.views.decorators.csrf import ensure_csrf_cookie
from django.views.decorators.http import require_GET

from accounts.guests import player_from_session
from tables import registry, services


@require_GET
@ensure_csrf_cookie
def table_page(request: HttpRequest, table_id: str) -> HttpResponse:
    try:
        # Reading makes no guest: without one, every table is someone else's.
        table = services.find_table(table_id, player_from_session(request.session))
    except services.ServiceError as error:
        return render(request, "tables/unavailable.html", {"message": error.message},
                      status=error.status)
    services.ensure_progress(table)
    table.refresh_from_db()
    spec = registry.get(table.game)
    return render(request, "tables/table.html", {
        "table_id": str(table.id),
        "game": spec.name,
        "title": spec.title,
        "view": services.seat_view(table),
        "ws_path": f"/ws/tables/{table.id}/",
        "api_url": f"/api/tables/{table.id}/",
        "renderer": spec.renderer,
        "stylesheet": spec.stylesheet,
        "rules_url": spec.rules_url,
        "note": registry.table_note(table),
    })
