"""Any registered game played through the site as a browser would, for the tests of its
daily and its statistics (the contract suite's, and a game's own): tables started over HTTP,
the person's moves sent to the actions API, the computers' answered inside the request
(``eager_celery``) by the game's quick players (``quick_search``); and the statistics page
read back (``figure_rows``).

Who chooses the person's moves is the caller's: ``randomly(seed)`` for any game (the same
seed, the same choices at the same views), or a game's own person (``<game>/tests/played.py``)
where a test wants its way of playing.
"""

from __future__ import annotations

import html
import random
import re
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

from accounts.models import Player
from tables import registry
from tables.models import Table
from tests.game_site import daily_format
from tests.tables.conftest import Guest

# The person's move at a view of the API: one of its ``legal_actions``.
Chooser = Callable[[dict[str, Any]], dict[str, Any]]


def randomly(seed: str) -> Chooser:
    """Each move drawn from the legal ones (optional ones too) with ``seed``."""
    rng = random.Random(seed)
    return lambda view: rng.choice(view["legal_actions"])


def start_daily(guest: Guest, game: str, address: str = "127.0.0.1") -> Any:
    """POST the lobby's Play button of ``game``'s daily."""
    return guest.client.post(f"/daily/{game}/play/", HTTP_X_CSRFTOKEN=guest.csrf,
                             REMOTE_ADDR=address)


def start_replay(guest: Guest, game: str) -> Any:
    """POST the daily page's button for an unranked replay of ``game``'s daily."""
    return guest.client.post(f"/daily/{game}/replay/", HTTP_X_CSRFTOKEN=guest.csrf)


def table_id_of(url: str) -> str:
    return url.rstrip("/").split("/")[-1]


def play_out(guest: Guest, table_id: str, choose: Chooser) -> Table:
    """Play the person's seat to the end, each move as ``choose`` says."""
    view = guest.get(f"/api/tables/{table_id}/").json()["view"]
    while view["status"] == "active":
        assert view["legal_actions"], "the person is waited for but has nothing to do"
        response = guest.act(table_id, view["version"], choose(view))
        if response.status_code == 409:  # only another seat's move (a game's optional one)
            assert response.json()["error"]["code"] == "stale", response.content
            assert response.json()["view"]["version"] > view["version"], response.content
        else:
            assert response.status_code == 200, response.content
        view = response.json()["view"]
    return Table.objects.get(pk=table_id)


def play_daily(guest: Guest, game: str, choose: Chooser) -> Table:
    """The guest's ranked daily of ``game``, started from the lobby and played to the end."""
    response = start_daily(guest, game)
    assert response.status_code == 302, response.content
    return play_out(guest, table_id_of(response["Location"]), choose)


def play_practice(guest: Guest, game: str, choose: Chooser, seats: int | None = None,
                  options: dict[str, Any] | None = None) -> Table:
    """A practice table of ``game`` (the engine's seats and options unless given), played
    to the end."""
    body: dict[str, Any] = {"game": game}
    if seats is not None:
        body["seats"] = seats
    if options is not None:
        body["options"] = options
    response = guest.post("/api/tables/", body)
    assert response.status_code == 201, response.content
    return play_out(guest, response.json()["id"], choose)


def state_of(table: Table) -> Any:
    """The table's game as its engine holds it, fresh from the database."""
    table.refresh_from_db()
    return registry.get(table.game).engine.decode_state(table.state)


def player_of(guest: Guest) -> Player:
    return guest.me()  # made by its first action if it has not acted yet


def figure_rows(page: str, game: str) -> dict[str, list[tuple[str, str]]]:
    """The game's section's figures table: label -> (value, detail) per column."""
    section = page.split(f'data-game="{game}"')[1].split("</section>")[0]
    body = section.split('<table class="figures">')[1].split("</table>")[0]
    found: dict[str, list[tuple[str, str]]] = {}
    for label, cells in re.findall(r'<th scope="row">(.*?)</th>(.*?)</tr>', body, re.S):
        assert label not in found, f"two rows called {label}"
        found[html.unescape(label)] = [
            (html.unescape(value), html.unescape(detail)) for value, detail in re.findall(
                r'<td>(.*?)(?:<span class="of"> \((.*?)\)</span>)?</td>', cells)]
    return found


@contextmanager
def first_format(game: str) -> Iterator[registry.DailyFormat]:
    """``game``'s daily played in the first format it lists for a while: its earliest, a
    day's play of one round or game where a game has such a format (the shared checks of the
    daily play it again and again; tests/contract/test_daily_formats.py plays today's)."""
    played = registry.get(game).daily_formats[0]
    with daily_format(game, played.key):
        yield played
