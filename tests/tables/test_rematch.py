"""After the game at a friends' table (issue 33, part 5): any person seated at a finished one asks
for a rematch and gets a new table with the same people in the same seats, the computers at
their levels and with their names, a fresh deal, the deal passed on where the game names who
starts next (``next_options``), an invitation of its own; made once, whoever asks and however
many at the same moment; everyone at the old table is told. Each view of a friends' table
carries the score sheet of its games (each seat's result as its engine scores it, and the
running totals). Refusals (not over yet, not a friends' table, not seated) change nothing.
"""

from __future__ import annotations

from typing import Any

import pytest
from channels.db import database_sync_to_async as sync_to_async
from channels.testing import WebsocketCommunicator

from config.asgi import application
from tables import friends, registry
from tables.models import Table
from tests.friends import friends_table, play_to_the_end, view_of
from tests.tables.conftest import Guest

pytestmark = [pytest.mark.django_db, pytest.mark.usefixtures("eager_celery")]


def rematch(guest: Guest, table_id: str) -> Any:
    return guest.post(f"/api/tables/{table_id}/rematch/", {})


def error_of(response: Any) -> tuple[int, str]:
    return response.status_code, response.json()["error"]["code"]


def outcome_of(table: Table) -> Any:
    spec = registry.get(table.game)
    return spec.engine.outcome(spec.engine.decode_state(table.state))


def test_a_rematch_seats_the_same_people_and_computers_once_whoever_asks() -> None:
    host, ann = Guest(), Guest()
    old_id = friends_table(host, [ann], ["easy"], target=3)
    old = play_to_the_end(old_id, [host, ann])
    assert view_of(ann, old_id)["rematch"] is None  # nobody has asked yet
    asked = rematch(ann, old_id)
    assert asked.status_code == 200, asked.content
    body = asked.json()
    new = Table.objects.get(pk=body["id"])
    assert body["url"] == f"/tables/{new.pk}/" and body["view"]["seat"] == 1  # ann's own
    assert (new.game, new.mode, new.status) == ("toy", "friends", "active")
    assert new.previous_id == old.pk and new.owner_id == old.owner_id  # the host stays host
    assert [(s["kind"], s.get("player"), s["name"], s.get("level")) for s in new.seats] == [
        (s["kind"], s.get("player"), s["name"], s.get("level")) for s in old.seats]
    assert new.seed != old.seed and new.options == old.options  # the toy names no next game
    assert new.invite and new.code and (new.invite, new.code) != (old.invite, old.code)
    assert set(new.people.values_list("pk", flat=True)) == {host.me().pk, ann.me().pk}
    # Whoever asks next gets the same table, the host too; the old table's view names it.
    assert rematch(host, old_id).json()["id"] == body["id"]
    assert rematch(ann, old_id).json()["view"]["seat"] == 1
    assert Table.objects.filter(previous=old).count() == 1
    assert view_of(host, old_id)["rematch"] == body["id"]
    # Each person plays the rematch from their own seat.
    assert view_of(host, body["id"])["seat"] == 0 and view_of(ann, body["id"])["seat"] == 1


def test_the_page_rematch_leads_to_the_new_table() -> None:
    host, ann = Guest(), Guest()
    old_id = friends_table(host, [ann], [], target=3)
    play_to_the_end(old_id, [host, ann])
    answer = host.client.post(f"/tables/{old_id}/rematch/", HTTP_X_CSRFTOKEN=host.csrf)
    assert answer.status_code == 302
    new = Table.objects.get(previous_id=old_id)
    assert answer["Location"] == new.get_absolute_url()
    again = ann.client.post(f"/tables/{old_id}/rematch/", HTTP_X_CSRFTOKEN=ann.csrf)
    assert again["Location"] == new.get_absolute_url()
    assert ann.get(new.get_absolute_url()).status_code == 200


def test_refusals_make_no_table() -> None:
    host, ann, eve = Guest(), Guest(), Guest()
    table_id = friends_table(host, [ann], ["easy"], target=3)
    assert error_of(rematch(ann, table_id)) == (409, "conflict")  # not over yet
    assert error_of(rematch(eve, table_id)) == (403, "forbidden")  # no seat, no guest
    eve.new_table()
    assert error_of(rematch(eve, table_id)) == (403, "forbidden")  # someone else's table
    practice = host.new_table()
    assert error_of(rematch(host, practice["id"])) == (400, "invalid")  # no friends' table
    assert error_of(rematch(ann, "00000000-0000-0000-0000-000000000000")) == (404, "not_found")
    assert error_of(rematch(ann, "nonsense")) == (404, "not_found")
    assert ann.post(f"/api/tables/{table_id}/rematch/", "[]").status_code == 400
    page = eve.client.post(f"/tables/{table_id}/rematch/", HTTP_X_CSRFTOKEN=eve.csrf)
    assert page.status_code == 403 and "someone else" in page.content.decode()
    play_to_the_end(table_id, [host, ann])
    assert ann.post(f"/api/tables/{table_id}/leave/", {}).status_code == 409  # over: stays
    assert not Table.objects.filter(previous__isnull=False).exists()
    for message in (rematch(ann, table_id).json(), rematch(host, table_id).json()):
        assert "id" in message  # once over, both may ask: one table
    assert Table.objects.filter(previous__isnull=False).count() == 1


def test_a_closed_table_has_no_rematch() -> None:
    host, ann = Guest(), Guest()
    table_id = friends_table(host, [ann], [], target=3)
    Table.objects.filter(pk=table_id).update(status=Table.Status.CLOSED)  # nobody came back
    refused = rematch(ann, table_id)
    assert error_of(refused) == (409, "conflict") and "closed" in refused.json()["error"][
        "message"]
    assert not Table.objects.filter(previous_id=table_id).exists()


def test_a_person_who_gave_their_seat_up_cannot_ask_and_the_computer_keeps_it() -> None:
    host, ann, bob = Guest(), Guest(), Guest()
    table_id = friends_table(host, [ann, bob], [], target=3)
    assert bob.post(f"/api/tables/{table_id}/leave/", {}).status_code == 200
    old = play_to_the_end(table_id, [host, ann])
    assert error_of(rematch(bob, table_id)) == (403, "forbidden")
    new = Table.objects.get(pk=rematch(host, table_id).json()["id"])
    assert [s["kind"] for s in new.seats] == ["person", "person", "computer"]
    assert new.seats[2]["name"] == old.seats[2]["name"]
    assert bob.me().pk not in set(new.people.values_list("pk", flat=True))


def test_two_asking_at_once_get_one_table(monkeypatch: pytest.MonkeyPatch) -> None:
    """The other request makes the rematch between this one's look and its insert: the
    one-to-one ``previous`` refuses a second, and this request answers the other's table."""
    host, ann = Guest(), Guest()
    old_id = friends_table(host, [ann], [], target=3)
    old = play_to_the_end(old_id, [host, ann])
    made: list[Table] = []
    free_code = friends._free_code

    def meanwhile() -> str:
        if not made:  # the other request, committed first
            made.append(Table.objects.create(
                game=old.game, mode=old.mode, owner=old.owner, seats=old.seats, seed="other",
                options=old.options, state=old.state, previous=old))
        return free_code()

    monkeypatch.setattr(friends, "_free_code", meanwhile)
    answer = rematch(ann, old_id)
    assert answer.status_code == 200, answer.content
    assert answer.json()["id"] == str(made[0].pk)
    assert Table.objects.filter(previous=old).count() == 1


# ---------------------------------------------------------------- the deal passing on


@pytest.mark.parametrize(("game", "options", "starts"), [
    ("sixes", {"turn_limit": 8}, "starter"),  # X7: the winner starts the next game
    ("shiesta", {"turn_limit": 40}, "game"),  # H5: the game number names the starter
])
def test_the_rematch_starts_where_the_game_says_the_next_one_starts(
        game: str, options: dict[str, Any], starts: str) -> None:
    host = Guest()
    table_id = friends_table(host, [], ["easy", "easy"], game=game, **options)
    old = play_to_the_end(table_id, [host])
    spec = registry.get(game)
    named = spec.engine.view(spec.engine.decode_state(old.state), 0)["next_options"]
    new = Table.objects.get(pk=rematch(host, table_id).json()["id"])
    assert new.options == spec.engine.validate_options(3, named)
    assert new.options[starts] == named[starts]
    assert new.options["turn_limit"] == options["turn_limit"]  # the rest is kept
    # The new deal starts with the seat the finished game named.
    assert spec.engine.decode_state(new.state).starter == spec.engine.new_game(
        "any", 3, named).starter


# Each game shortened as its options allow, for a person and computers to play to the end.
SHORT = {"sheepshead": {"deals": 1}, "shakipesh": {"limit": 1}, "sixes": {"turn_limit": 8},
         "shiesta": {"turn_limit": 40}, "toy": {"target": 3}}


@pytest.mark.parametrize("game", sorted(SHORT))
def test_every_game_has_its_sheet_and_rematch(game: str) -> None:
    """The sheet and the rematch know no game: each engine's outcome, and options it takes."""
    spec = registry.get(game)
    host = Guest()
    seats = spec.engine.min_seats if game != "sheepshead" else 5
    table_id = friends_table(host, [], [spec.default_level] * (seats - 1), game=game,
                             **SHORT[game])
    old = play_to_the_end(table_id, [host])
    done = outcome_of(old)
    sheet = view_of(host, table_id)["sheet"]
    assert sheet["games"] == [{"scores": list(done.scores), "places": list(done.places)}]
    assert sheet["better"] == spec.engine.better
    new = Table.objects.get(pk=rematch(host, table_id).json()["id"])
    assert new.options == spec.engine.validate_options(seats, new.options)
    for key, value in SHORT[game].items():
        assert new.options[key] == value  # the table's choices carry over
    assert [s["name"] for s in new.seats] == [s["name"] for s in old.seats]


# ---------------------------------------------------------------- the score sheet


def test_the_sheet_adds_up_the_games_of_the_chain() -> None:
    host, ann = Guest(), Guest()
    first_id = friends_table(host, [ann], ["easy"], target=3)
    playing = view_of(host, first_id)
    assert playing["sheet"] == {"games": [], "totals": [0, 0, 0], "better": "lower"}
    assert "rematch" not in playing  # only once it is over
    first = play_to_the_end(first_id, [host, ann])
    one = outcome_of(first)
    row = {"scores": list(one.scores), "places": list(one.places)}
    assert view_of(ann, first_id)["sheet"]["games"] == [row]
    second_id = rematch(host, first_id).json()["id"]
    # The rematch's sheet starts with the game before it, while its own is played.
    assert view_of(ann, second_id)["sheet"]["games"] == [row]
    second = play_to_the_end(second_id, [host, ann], seed="again")
    two = outcome_of(second)
    sheet = view_of(host, second_id)["sheet"]
    assert sheet["games"] == [row, {"scores": list(two.scores), "places": list(two.places)}]
    assert sheet["totals"] == [a + b for a, b in zip(one.scores, two.scores, strict=True)]
    third_id = rematch(ann, second_id).json()["id"]
    assert len(view_of(host, third_id)["sheet"]["games"]) == 2
    # A practice table has no sheet of this kind, nor a rematch.
    practice = host.new_table()
    assert "sheet" not in practice["view"] and "rematch" not in practice["view"]


def test_the_sheet_survives_a_table_gone_from_the_chain() -> None:
    host = Guest()
    first_id = friends_table(host, [], ["easy"], target=3)
    play_to_the_end(first_id, [host])
    second_id = rematch(host, first_id).json()["id"]
    play_to_the_end(second_id, [host])
    Table.objects.filter(pk=first_id).delete()  # its owner pruned, say: previous set null
    third_id = rematch(host, second_id).json()["id"]
    assert len(view_of(host, third_id)["sheet"]["games"]) == 1


# ---------------------------------------------------------------- everyone is told


@pytest.mark.asyncio
async def test_everyone_at_the_old_table_is_told_of_the_rematch(transactional_db: None) -> None:
    def finished() -> tuple[Guest, Guest, str]:
        host, ann = Guest(), Guest()
        table_id = friends_table(host, [ann], ["easy"], target=3)
        play_to_the_end(table_id, [host, ann])
        return host, ann, table_id

    host, ann, old_id = await sync_to_async(finished)()
    socket = WebsocketCommunicator(
        application, f"/ws/tables/{old_id}/",
        headers=[(b"cookie", f"sessionid={ann.session_cookie}".encode()),
                 (b"origin", b"http://testserver"), (b"host", b"testserver")])
    connected, _ = await socket.connect()
    assert connected
    first = await socket.receive_json_from(timeout=5)
    assert first["view"]["rematch"] is None and first["view"]["status"] == "finished"
    answer = await sync_to_async(rematch)(host, old_id)
    assert answer.status_code == 200
    told = await socket.receive_json_from(timeout=5)
    assert told["type"] == "view" and told["view"]["rematch"] == answer.json()["id"]
    assert told["view"]["version"] == first["view"]["version"]  # the same game, told again
    await socket.disconnect()
