"""Computer players' names (tables/names.py, each game's own in its names.py): every game's
names have a grammatical gender and a Hebrew spelling, a name reads the same in every game
that plays it, and the player entries a view sends carry them, for tables stored before the
names had them too; card codes in a right-to-left sentence are isolated (cards/bidi.py)."""

from __future__ import annotations

import re

import pytest
from django.utils import translation

from cards import Phrase
from cards.bidi import LRI, PDI, is_card, isolating_cards
from tables import registry, services
from tables.models import Table
from tables.names import Name, declared, lookup, seat_facts
from tables.phrases import render
from tests.tables.conftest import Guest, table_of

CARD_CODE = re.compile(r"(?:10|[2-9JQKA])[♣♦♥♠]")

GAMES = sorted(spec.name for spec in registry.games())  # every registered game, the toy too
HEBREW = re.compile(r"[\u05d0-\u05ea][\u05d0-\u05ea'\u05f3]*")


@pytest.mark.parametrize("game", GAMES)
def test_every_computer_name_has_a_gender_and_a_hebrew_spelling(game: str) -> None:
    spec = registry.get(game)
    for latin in spec.computer_names:
        name = spec.name_facts.get(latin)  # its own: no game leans on another's
        assert name is not None, f"{game}: {latin} is not in its name_facts"
        assert name.gender in ("f", "m"), latin
        assert HEBREW.fullmatch(name.written.get("he", "")), latin


@pytest.mark.parametrize("game", GAMES)
def test_a_game_declares_no_name_it_does_not_play(game: str) -> None:
    # A name left behind when a game drops it is a name nobody checks any more.
    spec = registry.get(game)
    assert set(spec.name_facts) <= set(spec.computer_names)
    assert len(set(spec.computer_names)) == len(spec.computer_names)


def test_a_name_reads_the_same_in_every_game_that_plays_it() -> None:
    seen: dict[str, tuple[str, Name]] = {}
    for spec in registry.games():
        for latin, name in spec.name_facts.items():
            first, facts = seen.setdefault(latin, (spec.name, name))
            assert facts == name, f"{latin}: {first} and {spec.name} differ"


def test_the_names_are_the_games_own() -> None:
    # The four games' names live in their folders; the order is the seeded draw's, so
    # a table opened with a seed gets the names it always got.
    assert registry.get("sheepshead").computer_names[:3] == ("Ada", "Bert", "Clara")
    assert registry.get("sixes").computer_names[-2:] == ("Uri", "Yael")
    from sixes.names import NAMES

    assert registry.get("sixes").name_facts is NAMES


def test_the_hebrew_game_has_its_women() -> None:
    # Sixes' eighteen names: ten women (the issue's count), eight men.
    spec = registry.get("sixes")
    genders = [spec.name_facts[n].gender for n in spec.computer_names]
    assert (genders.count("f"), genders.count("m")) == (10, 8)


def test_a_declaration_reads_each_name_its_gender_and_spelling() -> None:
    assert declared("Ada f עדה, Jabari m ג'בארי") == {
        "Ada": Name("f", {"he": "עדה"}), "Jabari": Name("m", {"he": "ג'בארי"})}
    with pytest.raises(ValueError, match="Ada: gender 'x'"):
        declared("Ada x עדה")
    with pytest.raises(ValueError):
        declared("Ada עדה")  # no gender


def test_a_name_another_game_plays_is_found_there() -> None:
    # A stored name the table's game does not declare: the game that does says it.
    known = registry.known_names(registry.get("sheepshead"))
    assert lookup("Shira", known) == Name("f", {"he": "שירה"})
    assert lookup("Otto", known) == Name("m", {"he": "אוטו"})
    assert lookup("Zed", known) is None and lookup("Shira") is None


def test_a_view_carries_each_players_gender_and_spellings(guest: Guest) -> None:
    response = guest.post("/api/tables/", {"game": "sixes", "mode": "practice", "seats": 4})
    assert response.status_code == 201, response.content
    players = response.json()["view"]["players"]
    assert players[0]["kind"] == "person"
    assert players[0]["gender"] is None and players[0]["names"] == {}
    facts = registry.get("sixes").name_facts
    for entry in players[1:]:
        name = facts[entry["name"]]
        assert entry["gender"] == name.gender
        assert entry["names"] == {"he": name.written["he"]}


def test_a_stored_table_gets_them_from_its_names(guest: Guest) -> None:
    # Seats as every table stored them (no gender): the view looks the names up, another
    # game's too (Shira is Sixes'). A name no game declares, and a person called like a
    # computer, stay unknown.
    table = table_of(guest.new_table())
    seats = list(table.seats)
    seats[1] = {"kind": "computer", "level": "easy", "name": "Shira"}
    seats[2] = {"kind": "computer", "level": "easy", "name": "Zed"}
    seats[0] = {**seats[0], "name": "Otto"}
    Table.objects.filter(pk=table.pk).update(seats=seats)
    table.refresh_from_db()
    players = services.seat_view(table)["players"]
    assert (players[1]["gender"], players[1]["names"]) == ("f", {"he": "שירה"})
    assert (players[2]["gender"], players[2]["names"]) == (None, {})
    assert (players[0]["gender"], players[0]["names"]) == (None, {})


def test_seat_facts_of_a_seat_without_a_name() -> None:
    assert seat_facts({"kind": "computer"}) == {"gender": None, "names": {}}


# ---------------------------------------------------------------- card codes in a sentence


def test_a_card_code_is_one_card_as_drawn() -> None:
    assert all(is_card(c) for c in ("Q♣", "10♦", "2♥", "A♠", "🃏"))
    assert not any(is_card(c) for c in ("Q", "1♦", "Q♣ and 7♥", "QC", "♣Q", "11♠", ""))


def test_every_card_code_in_a_phrase_is_isolated_nested_ones_too() -> None:
    phrase = Phrase("Lead the {card}: {why}", {
        "card": "Q♣", "why": Phrase("{a} and {b}", {"a": "10♦", "b": "a low card"}), "n": 3})
    assert str(isolating_cards(phrase)) == f"Lead the {LRI}Q♣{PDI}: {LRI}10♦{PDI} and a low card"


def test_a_right_to_left_language_renders_card_codes_isolated() -> None:
    phrase = Phrase("Lead the {card}", {"card": "Q♣"})
    with translation.override("he"):
        assert f"{LRI}Q♣{PDI}" in render(phrase)
    with translation.override("en"):
        assert render(phrase) == "Lead the Q♣"


def test_a_hebrew_hint_isolates_its_card_codes(guest: Guest, person_first: str) -> None:
    # The person picks, buries and calls, then leads: a lead's hint names its card.
    view = guest.new_table()["view"]
    table = view["table"]
    for kind in ("pick", "bury", "call", "unknown"):
        action = next((a for a in view["legal_actions"] if a["type"] == kind), None)
        if action is None and kind == "call":
            action = next(a for a in view["legal_actions"] if a["type"] == "alone")
        if action is not None:
            view = guest.act(table, view["version"], action).json()["view"]
    assert all(a["type"] == "play" for a in view["legal_actions"])
    guest.client.cookies["django_language"] = "he"
    response = guest.get(f"/api/tables/{table}/hint/?version={view['version']}")
    assert response.status_code == 200, response.content
    text = response.json()["hint"]["text"]
    codes = CARD_CODE.findall(text)
    assert codes and all(f"{LRI}{code}{PDI}" in text for code in codes), text
    assert HEBREW.search(text), text
