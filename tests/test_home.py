import re
from collections.abc import Iterator

import pytest
from django.test import Client
from django.urls import reverse

from cards import Option, OptionValue, check_seats, validate
from tables import registry
from tables.registry import GameSpec

pytestmark = pytest.mark.django_db


def test_home_shows_lobby(client: Client) -> None:
    response = client.get(reverse("home"))
    assert response.status_code == 200
    body = response.content.decode()
    assert "Sheepshead" in body
    assert "New game" in body
    assert 'name="viewport"' in body
    assert "css/site.css" in body


def test_home_uses_only_local_assets(client: Client) -> None:
    body = client.get("/").content.decode()
    assert "http://" not in body
    assert "https://" not in body


def test_healthz(client: Client) -> None:
    response = client.get("/healthz")
    assert response.status_code == 200
    assert response.content == b"ok"
    assert response["Content-Type"].startswith("text/plain")


def test_home_rejects_post(client: Client) -> None:
    assert client.post("/").status_code == 405


def test_home_offers_the_levels_and_the_daily(client: Client) -> None:
    body = client.get("/").content.decode()
    card = body.split('data-game-card="sheepshead"', 1)[1].split("</article>", 1)[0]
    # The setup is folded away in the card's Options, where New game still reads it.
    options = card.split("<details", 1)[1].split("</details>", 1)[0]
    level = re.search(r"<select data-level[^>]*>(.*?)</select>", options, re.S)
    assert level and re.findall(r'<option value="(\w+)"( selected)?>', level.group(1)) \
        == [("easy", ""), ("normal", " selected"), ("hard", "")]
    # A practice game's length: one, five or ten deals, ten unless chosen (issue 31).
    deals = re.search(r'Deals\s*<select data-option="deals" data-type="int">(.*?)</select>',
                      options, re.S)
    assert deals and re.findall(r'<option value="(\d+)"( selected)?>(\d+)<', deals.group(1)) \
        == [("1", "", "1"), ("5", "", "5"), ("10", " selected", "10")]
    assert 'data-action="play-daily"' in body and "00:00 UTC" in body


def strip_of(body: str) -> str:
    """The lobby's strip of today's dailies."""
    found = re.search(r'<section class="dailies" id="dailies"[^>]*>(.*?)</div>\s*</section>',
                      body, re.S)
    assert found, "no strip of dailies"
    return found.group(1)


def daily_card_of(body: str, game: str) -> str:
    """``game``'s card in the strip of dailies."""
    found = re.search(rf'data-testid="daily-card" data-game="{game}">(.*?)</section>', body,
                      re.S)
    assert found, f"no daily card for {game}"
    return found.group(1)


def test_the_lobby_leads_with_todays_dailies(client: Client) -> None:
    """The strip comes first, a card per game in the registry's order, explained once and
    counting down once; the games follow, their New game buttons disabled until the script
    is ready."""
    body = client.get("/").content.decode()
    strip = strip_of(body)
    games = [spec.name for spec in registry.games()]
    assert re.findall(r'data-testid="daily-card" data-game="([\w-]+)"', strip) == games
    assert body.index('id="dailies"') < body.index('data-game-card="sheepshead"')
    assert body.count("The same cards for everybody today") == 1
    assert body.count("data-countdown>") == 1 and body.count("00:00 UTC") == 1
    for name in games:
        card = daily_card_of(body, name)
        assert f'action="/daily/{name}/play/"' in card and 'data-action="play-daily"' in card
        assert f"today&#x27;s daily of {registry.get(name).title}" in card \
            or f"today's daily of {registry.get(name).title}" in card
    headings = re.findall(r"<h([1-3])[^>]*>(.*?)</h\1>", body, re.S)
    levels = [int(level) for level, _ in headings]
    assert levels[0] == 1 and all(b - a <= 1 for a, b in zip(levels, levels[1:], strict=False))
    assert [re.sub(r"<[^>]+>", "", text) for level, text in headings if level == "2"][:2] \
        == ["Today's dailies", "Games"]
    for name in games:
        new_game = re.search(rf'<button [^>]*data-new-game="{name}"[^>]*>', body)
        assert new_game and " disabled" in new_game.group(0)
        assert f'aria-describedby="new-game-note-{name}"' in new_game.group(0)
        assert f'id="new-game-note-{name}"' in body


def test_the_lobby_creates_no_daily(client: Client) -> None:
    from leaderboards.models import DailyChallenge

    client.get("/")
    assert not DailyChallenge.objects.exists()


# ---------------------------------------------------------------- the lobby from the registry


class ToyEngine:
    """Just enough of an engine for the lobby and the API's refusals: seats and options."""

    name = "toygame"
    min_seats, max_seats, default_seats = 2, 4, 3
    better = "lower"
    options = (
        Option("variant", "Variant", "classic", choices=("classic", "double-sixes")),
        Option("target", "Points to win", 50, minimum=10, maximum=100),
        Option("jokers", "Jokers", False),
        Option("dealer_knob", "First dealer", 0, minimum=0, maximum=3, offered=False),
    )

    def validate_options(self, seats: object, options: object) -> dict[str, OptionValue]:
        check_seats(seats, self.min_seats, self.max_seats)
        return validate(self.options, options)


@pytest.fixture
def toy_game() -> Iterator[GameSpec]:
    """A second game, registered for one test."""
    spec = GameSpec(
        name="toygame", title="Toy game", blurb="Two to four players, a toy.",
        engine=ToyEngine(),  # type: ignore[arg-type]
        players={}, default_level="easy", levels=("easy", "hard"), daily_level="hard",
        renderer="toygame/renderer.js", computer_names=("Zed",), round_facts=lambda s, n: [],
    )
    registry.register(spec)
    yield spec
    registry.unregister("toygame")


def card_of(body: str, game: str) -> str:
    """The lobby's card of ``game``."""
    found = re.search(rf'<article [^>]*data-game-card="{game}"[^>]*>(.*?)</article>', body, re.S)
    assert found, f"no card for {game}"
    return found.group(1)


def test_the_lobby_has_a_card_per_registered_game(client: Client, toy_game: GameSpec) -> None:
    body = client.get("/").content.decode()
    assert body.index('data-game-card="sheepshead"') < body.index('data-game-card="toygame"')
    toy = card_of(body, "toygame")
    assert "Toy game" in toy and "Two to four players, a toy." in toy
    assert 'href="/rules/toygame/"' in toy and 'data-new-game="toygame"' in toy
    assert re.findall(r'<option value="(\w+)"( selected)?>(\w+)', toy.split("data-seats")[0]) \
        == [("easy", " selected", "Easy"), ("hard", "", "Hard")]
    players = re.search(r"Players\s*<select data-seats>(.*?)</select>", toy, re.S)
    assert players, "no Players select"
    assert re.findall(r'<option value="(\d)"( selected)?>', players.group(1)) \
        == [("2", ""), ("3", " selected"), ("4", "")]
    variant = re.search(r'Variant\s*<select data-option="variant" data-type="str">(.*?)</select>',
                        toy, re.S)
    assert variant and re.findall(r'<option value="([\w-]+)"( selected)?>([\w ]+)<',
                                  variant.group(1)) \
        == [("classic", " selected", "Classic"), ("double-sixes", "", "Double sixes")]
    target = re.search(r'Points to win\s*<input type="number"[^>]*>', toy)
    assert target and all(part in target.group(0) for part in (
        'data-option="target"', 'data-type="int"', 'value="50"', 'min="10"', 'max="100"'))
    jokers = re.search(r'<input type="checkbox" data-option="jokers" data-type="bool"\s*>\s*Jokers',
                       toy)
    assert jokers, "no unchecked Jokers checkbox"
    assert "dealer_knob" not in body and "First dealer" not in body  # not offered
    assert 'data-testid="daily-card"' not in toy  # the daily is in the strip above
    daily = daily_card_of(body, "toygame")
    assert 'action="/daily/toygame/play/"' in daily and "Toy game" in daily
    assert "00:00 UTC" in strip_of(body)
    # Sheepshead's card: one table size, so no Players; its one offered option, the length.
    sheepshead = card_of(body, "sheepshead")
    assert "data-seats" not in sheepshead
    assert re.findall(r'data-option="(\w+)"', sheepshead) == ["deals"]
    assert 'href="/rules/sheepshead/"' in sheepshead and "data-level" in sheepshead


def test_continue_and_daily_belong_to_their_game(client: Client, toy_game: GameSpec) -> None:
    from accounts.guests import player_from_session
    from leaderboards.models import DailyChallenge
    from tables import services

    client.get("/")
    assert client.post("/daily/sheepshead/play/").status_code == 302  # makes the guest
    player = player_from_session(client.session)
    assert player is not None
    body = client.get("/").content.decode()
    assert 'data-testid="continue-game"' not in body  # a daily is no practice game
    table = services.create_table(player, "sheepshead")
    body = client.get("/").content.decode()
    sheepshead, toy = card_of(body, "sheepshead"), card_of(body, "toygame")
    assert f'href="{table.get_absolute_url()}" data-testid="continue-game"' in sheepshead
    assert "continue-game" not in toy
    sheepshead, toy = daily_card_of(body, "sheepshead"), daily_card_of(body, "toygame")
    assert 'data-action="continue-daily"' in sheepshead and "play-daily" not in sheepshead
    assert 'data-action="play-daily"' in toy and "continue-daily" not in toy
    assert not DailyChallenge.objects.filter(game="toygame").exists()


def test_the_lobby_writes_nothing(client: Client, toy_game: GameSpec) -> None:
    from django.contrib.sessions.models import Session

    from accounts.models import Player
    from leaderboards.models import DailyChallenge, Entry
    from tables.models import Table

    client.get("/")
    client.get("/")
    assert not (Player.objects.exists() or Session.objects.exists()
                or DailyChallenge.objects.exists() or Entry.objects.exists()
                or Table.objects.exists())


def test_a_bad_option_or_table_size_is_refused(client: Client, toy_game: GameSpec) -> None:
    from tables.models import Table

    client.get("/")
    for body, words in [
        ({"game": "toygame", "options": {"variant": "triple"}}, "variant must be one of"),
        ({"game": "toygame", "options": {"target": 5}}, "target must be at least 10"),
        ({"game": "toygame", "options": {"jokers": "yes"}}, "jokers must be true or false"),
        ({"game": "toygame", "options": {"colour": "red"}}, "no option called “colour”"),
        ({"game": "toygame", "options": {"c" * 500: 1}}, f"no option called “{'c' * 40}”"),
        ({"game": "toygame", "seats": 5}, "played by 2 to 4 players"),
    ]:
        response = client.post("/api/tables/", body, content_type="application/json")
        assert response.status_code == 400, body
        assert words in response.json()["error"]["message"].lower(), body
    assert not Table.objects.exists()


def test_browse_all_games(client: Client, toy_game: GameSpec) -> None:
    response = client.get("/games/")
    assert response.status_code == 200
    body = response.content.decode()
    for spec, seats in [(registry.get("sheepshead"), "5 players"), (toy_game, "2 to 4 players")]:
        item = re.search(rf'<li class="game-card" data-game="{spec.name}">(.*?)</li>\s*</ul>',
                         body, re.S)
        assert item, spec.name
        assert str(spec.title) in item.group(1) and str(spec.blurb) in item.group(1)
        assert seats in item.group(1) and f'href="{spec.rules_url}"' in item.group(1)
        assert f'href="/daily/{spec.name}/"' in item.group(1)
    assert 'href="/games/"' in client.get("/").content.decode()


def test_each_games_name_is_a_link_and_no_link_holds_another(client: Client,
                                                             toy_game: GameSpec) -> None:
    games = client.get("/games/").content.decode()
    lobby = client.get("/").content.decode()
    for spec in (registry.get("sheepshead"), toy_game):
        assert re.search(rf'<h2 id="games-{spec.name}"><a [^>]*href="/#game-{spec.name}">'
                         rf"{spec.title}</a></h2>", games), spec.name
        assert f'id="game-{spec.name}"' in lobby  # where that link leads
        assert re.search(rf'<h3 id="game-{spec.name}-title"><a [^>]*href="{spec.rules_url}">'
                         rf"{spec.title}</a></h3>", lobby), spec.name
    for page in (games, lobby):
        # No interactive element inside a link: each <a> closes before the next opens.
        for link in re.findall(r"<a\b.*?</a>", page, re.S):
            assert not re.search(r"<(?:a|button|input|select|textarea)\b", link[2:]), link


def test_choices_with_labels_of_their_own_read_as_words(client: Client) -> None:
    """A choice whose value is a code shows its label (``Option.choice_labels``): Sixes'
    variant reads "Double Sixes", sent as "double"."""
    sixes = card_of(client.get("/").content.decode(), "sixes")
    variant = re.search(r'<select data-option="variant" data-type="str">(.*?)</select>',
                        sixes, re.S)
    assert variant and re.findall(r'<option value="(\w+)"[^>]*?( selected)?>([\w ]+)<',
                                  variant.group(1)) \
        == [("sixes", " selected", "Sixes"), ("double", "", "Double Sixes")]
    assert 'data-option="memory" data-type="bool"' in sixes


def test_a_choice_played_by_fewer_players_says_so(client: Client) -> None:
    """Double Sixes is for two or three players, two unless chosen (D6): its choice carries
    them for the script's Players; Sixes' choice narrows nothing, Players has every size."""
    sixes = card_of(client.get("/").content.decode(), "sixes")
    assert '<option value="double" data-seats="2 3" data-default-seats="2">' in sixes
    assert '<option value="sixes" selected>' in sixes
    players = re.search(r"<select data-seats>(.*?)</select>", sixes, re.S)
    assert players and re.findall(r'<option value="(\d)"( selected)?>', players.group(1)) \
        == [("2", ""), ("3", ""), ("4", " selected"), ("5", ""), ("6", "")]
