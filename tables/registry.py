"""The games the site offers. A game app registers itself here from its ``AppConfig.ready``;
the tables layer knows games only through this registry."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from django.utils.functional import lazy
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy, ngettext, pgettext, pgettext_lazy

from cards import Engine, Phrase, Player
from tables.names import Name


class Advice(Protocol):
    """What a coach advises: options best first, each with ``action`` and ``value`` (the
    seat's expected score this round), and a one-line ``reason`` for the best: a phrase,
    translated for each reader (``tables.phrases``)."""

    @property
    def options(self) -> Sequence[Any]: ...

    @property
    def reason(self) -> Phrase: ...


class Coach(Protocol):
    def __call__(self, view: Mapping[str, Any], legal: Sequence[Any], rng: random.Random,
                 also: Any = None) -> Advice: ...


@dataclass(frozen=True)
class Figure:
    """One figure of a game's personal statistics, in plain words: ``label`` ("Won as
    picker"), ``value`` ("48%", "3.25", "—" when there is nothing to count), an optional
    ``detail`` shown after it in brackets ("12 of 25") and an optional ``about``: one phrase
    saying what it counts ("how often you took the blind when it was your turn to decide")."""

    label: str
    value: str
    detail: str = ""
    about: str = ""

    @classmethod
    def rate(cls, label: str, hits: int, of: int, about: str = "") -> Figure:
        """``hits`` of ``of`` as a rounded percentage: "48%" with "12 of 25", in the active
        language."""
        if not of:
            return cls(label, pgettext("a figure with nothing to count", "—"),
                       pgettext("a figure with nothing to count", "none yet"), about)
        # Translators: a share in percent; some languages put a space before the sign.
        percent = pgettext("a share in percent", "%(percent)s%%") % {
            "percent": round(100 * hits / of)}
        # Translators: the figures behind a share: "12 of 25" (deals, say).
        detail = _("%(hits)s of %(count)s") % {"hits": hits, "count": of}
        return cls(label, percent, detail, about)


def signed(total: int) -> str:
    """``+12``, ``-7``, ``0``: a total with its sign (Sheepshead's way of showing one)."""
    return f"{total:+d}" if total else "0"


@dataclass(frozen=True)
class DailyResult:
    """One seat's verified daily result, as a game's ``result_words`` gets it: its
    ``total`` (``Outcome.scores``), its ranking ``key`` (``Outcome.keys``, the engine's
    tuple) and its ``round_scores`` (``engine.round_scores``)."""

    total: int
    key: tuple[int, ...]
    round_scores: tuple[int, ...]


@dataclass(frozen=True)
class ResultWords:
    """How one daily result reads, in the active language (``GameSpec.result_words``).

    - ``text``: the result in a few words, in a board's cell, on the person's result tile
      and in the API's ``result_text`` ("+12"; Shiesta's "2nd in 34 turns").
    - ``sentence``: the share text's line for it, whole ("2nd place in 34 turns"); the
      rank follows on a line of its own ("Ranked 3rd of 17 (top 18%)"). Empty: the result
      goes into the site's sentence with the rank instead ("Total +12, 3rd of 17").
    - ``rounds``: the share text's line of round scores ("Deals: +4 -2 …"); empty: none.
    """

    text: str
    sentence: str = ""
    rounds: str = ""


@dataclass(frozen=True)
class DailyFormat:
    """One way a game's daily is played: its table size and options under a stable ``key``.

    Each day's challenge stores the key of its format with its setup, so that results of
    different formats are never ranked together (a board shows one format) and an earlier
    day is labelled with what was played then. ``label`` names the format for people ("A
    match of five games"); ``seats`` None is the engine's default; ``format_total`` shows a
    total of this format where the game's own ``format_total`` would mislead (a sum of
    places is no place), None to use the game's. ``prefix_of`` names a longer format of the
    same table whose play begins, move for move, with this one's (a match's first games):
    the format measurement replays that one's play rather than playing this one again.
    """

    key: str
    label: str
    seats: int | None = None
    options: Mapping[str, Any] = field(default_factory=dict)
    format_total: Callable[[int], str] | None = None
    prefix_of: str = ""


STANDARD_FORMAT = DailyFormat("standard", gettext_lazy("The standard game"))


def _match_of(games: int) -> str:
    return ngettext("A match of %(count)s game", "A match of %(count)s games", games) % {
        "count": games}


# A daily format's name when it is a match of several games at one table: "A match of 5
# games", in the reader's language (lazy: the registry is filled before any request).
match_of = lazy(_match_of, str)


# Which of its own figures the statistics page shows for a game (stats/personal.py): tables
# played (and finished), finished rounds, points, points per round.
SITE_FIGURES = ("games", "rounds", "points", "points_per_round")


@dataclass(frozen=True)
class GameSpec:
    """Everything the site knows of a game: one of these, registered from the game app's
    ``AppConfig.ready``, is all a game adds to the shared layer."""

    name: str  # the registry key and URL part, e.g. "sheepshead"
    title: str
    blurb: str  # one line for the lobby's game list
    engine: Engine[Any, Any]
    players: Mapping[str, Callable[[], Player[Any]]]  # computer players by level name
    default_level: str  # New game's level unless the person chooses
    levels: tuple[str, ...]  # the levels a person may choose, easiest first
    daily_level: str  # the daily challenge's computers
    renderer: str  # static path of the table renderer ES module
    # The computers' names, in the order the seeded draw picks from; each has its gender and
    # its spellings in other scripts in ``name_facts`` (tables/names.py).
    computer_names: tuple[str, ...]
    # Per finished round (a deal in Sheepshead) for one seat: a typed value of the game's own
    # with at least ``score`` (an int, the seat's result of that round), in play order. The
    # personal statistics are built from these.
    round_facts: Callable[[Any, int], Sequence[Any]]
    # The game's own personal statistics, ``statistics(facts) -> Sequence[Figure]``:
    # - ``facts`` are ``round_facts`` values of one group of a person's finished rounds of this
    #   game: those of his practice tables, of his dailies, or all of them (table after table,
    #   each in play order); possibly none.
    # - It returns the same figures, same labels in the same order, whatever the facts (an
    #   empty sequence included), so that the groups' figures line up in one table; a figure
    #   with nothing to count says so (``Figure.rate`` gives "—", "none yet").
    # - Its labels and texts are in the active language (it runs in the request).
    # - Pure and quick: no database, no request, called once per group on every page view.
    # - The site shows games, games finished, rounds, points and points per round itself
    #   (stats/personal.py; those of ``site_figures``): return only the game's own figures.
    #   None: the site's alone.
    statistics: Callable[[Sequence[Any]], Sequence[Figure]] | None = None
    # Which of the site's own figures (``SITE_FIGURES``) the statistics page shows before the
    # game's: a game whose total is no sum of points (Shiesta's place) leaves out "points"
    # and "points_per_round" (the daily chart then has no zero line either), one that has a
    # single round a table leaves out "rounds" (it would count the games again).
    site_figures: tuple[str, ...] = SITE_FIGURES
    # What the site's "games" figure counts, the tables played, is called: "Games", or
    # "Matches" for a game whose table is a match of several games (rounds), each counted
    # in "rounds".
    tables_label: str = gettext_lazy("Games")
    # The coach behind Hint and the review (practice tables only), or None: see coaching.py.
    coach: Coach | None = None
    round_of: Callable[[Any], int] = lambda state: 0  # the round a state is in
    # What a round is called, translated: "Deal" in Sheepshead.
    round_label: str = pgettext_lazy("a round of cards", "Round")
    # The plural, a whole word of its own for translation ("Deals"): never made by an ending.
    rounds_label: str = pgettext_lazy("rounds of cards", "Rounds")
    format_total: Callable[[int], str] = signed  # how a result's total is shown
    # How one daily result reads wherever the site shows it (the day's board, the lobby's
    # daily card, the share text, the API): ``result_words(DailyResult) -> ResultWords``, in
    # the active language (it runs in the request), pure and quick (a board words fifty).
    # None: by its total alone (``total_words``: "+12", "Total +12, 3rd of 17" and a line of
    # the round scores). Read it through ``words``.
    result_words: Callable[[DailyResult], ResultWords] | None = None
    # The share text's picture of a daily result, ``share_grid(facts) -> str``: a line or two
    # of emoji, a mark per round (won or lost, the person's role or place), from the person's
    # ``round_facts`` of the finished table; never a card. None: no picture.
    share_grid: Callable[[Sequence[Any]], str] | None = None
    # What a result is called, translated: a board's column and the daily history's
    # ("Total"), and the tile over the person's own ("Your score").
    total_label: str = gettext_lazy("Total")
    own_total_label: str = gettext_lazy("Your score")
    # What the weekly and all-time boards rank by, a whole sentence, translated;
    # ``%(order_note)s`` is "highest first" or "lowest first".
    period_rule: str = gettext_lazy(
        "Ranked by the average daily total over the days played, %(order_note)s.")
    # The daily's formats: the one played now, those of earlier days (so that their days
    # read as what they were) and the alternatives the format measurement compares
    # (``manage.py daily_formats``). Keys are unique within a game. ``daily_format_key``
    # names the one played now ("": the first).
    daily_formats: tuple[DailyFormat, ...] = (STANDARD_FORMAT,)
    daily_format_key: str = ""
    stylesheet: str = ""  # static path of the table's CSS, if any
    # Where in its round a reviewed decision was made, from the seat's view at that moment:
    # extra keys for the review's item, e.g. Sheepshead's ``{"trick": 3}``; plain JSON.
    review_position: Callable[[Mapping[str, Any]], Mapping[str, Any]] = lambda view: {}
    # The least gain, in the coach's values, that a review names: a smaller one is within its
    # search's noise. None: ``coaching.REVIEW_MIN_GAIN``.
    review_min_gain: float | None = None
    # The game's computer names, each with its gender and spellings (tables/names.py's
    # ``Name``): every name of ``computer_names`` (tests/tables/test_names.py holds each game
    # to it), usually declared in the game's own names.py with ``tables.names.declared``.
    name_facts: Mapping[str, Name] = field(default_factory=dict)

    def __post_init__(self) -> None:
        # A slip in the formats would break every page that names today's daily: refused
        # when the game is declared, at start-up.
        keys = [found.key for found in self.daily_formats]
        if not keys or len(set(keys)) != len(keys):
            raise ValueError(f"{self.name}: daily format keys must be unique, at least one")
        named = [self.daily_format_key] if self.daily_format_key else []
        named += [found.prefix_of for found in self.daily_formats if found.prefix_of]
        if unknown := [key for key in named if key not in keys]:
            raise ValueError(f"{self.name}: no daily format {unknown[0]!r}")

    @property
    def daily_format(self) -> DailyFormat:
        """The format today's daily is played in."""
        found = self.format_of(self.daily_format_key) if self.daily_format_key else None
        return found or self.daily_formats[0]

    def format_of(self, key: str) -> DailyFormat | None:
        """The format stored as ``key`` on a challenge, if the game still knows it."""
        return next((found for found in self.daily_formats if found.key == key), None)

    def format_label(self, key: str) -> str:
        """The name of the format stored as ``key``, in the reader's language ("" if the game
        no longer knows it)."""
        found = self.format_of(key)
        return str(found.label) if found else ""

    def total_text(self, total: int, format_key: str = "") -> str:
        """A daily total as its format shows it (the game's ``format_total`` unless the
        format has its own)."""
        found = self.format_of(format_key) if format_key else None
        if found is not None and found.format_total is not None:
            return found.format_total(total)
        return self.format_total(total)

    def words(self, result: DailyResult) -> ResultWords:
        """How ``result`` reads: the game's ``result_words``, else ``total_words``."""
        if self.result_words is not None:
            return self.result_words(result)
        return self.total_words(result)

    def total_words(self, result: DailyResult) -> ResultWords:
        """A result read by its total alone, as Sheepshead's is: "+12", the site's sentence
        with the rank, and the rounds: "Deals: +4 -2 …"."""
        scores = " ".join(self.format_total(s) for s in result.round_scores)
        rounds = _("%(rounds)s: %(scores)s") % {"rounds": self.rounds_label, "scores": scores}
        return ResultWords(self.format_total(result.total), "", rounds)

    @property
    def rules_url(self) -> str:
        return f"/rules/{self.name}/"

    def rules_templates(self, language: str) -> list[str]:
        """The rules page is written anew in each language (never a translation of sentences
        glued together): ``<game>/rules.<language>.html``, else the English one."""
        return [f"{self.name}/rules.{language}.html", f"{self.name}/rules.en.html"]


class UnknownGame(LookupError):
    pass


_GAMES: dict[str, GameSpec] = {}


def register(spec: GameSpec) -> None:
    _GAMES[spec.name] = spec


def unregister(name: str) -> None:
    """Forget a game (tests register games of their own for a while)."""
    _GAMES.pop(name, None)


def get(name: object) -> GameSpec:
    if not isinstance(name, str) or name not in _GAMES:
        raise UnknownGame(f"unknown game {name!r}")
    return _GAMES[name]


def games() -> list[GameSpec]:
    return list(_GAMES.values())


def known_names(spec: GameSpec) -> Mapping[str, Name]:
    """The computer names a table of ``spec``'s game may hold, with their facts: its own,
    then every other game's (a name reads the same in every game, and a table stored with a
    name its game no longer plays still says it)."""
    every = {latin: name for game in _GAMES.values() for latin, name in game.name_facts.items()}
    return {**every, **spec.name_facts}


# A place in a share grid: medals for the first three, then the keycap digit.
PLACE_MARKS = {1: "🥇", 2: "🥈", 3: "🥉", **{n: f"{n}\ufe0f\u20e3" for n in range(4, 10)}}


def place_marks(places: Iterable[int]) -> str:
    """A share grid's line for games ranked by place: a mark per place ("🥇🥉4️⃣")."""
    return "".join(PLACE_MARKS.get(place, "▫️") for place in places)


@dataclass(frozen=True)
class TableNote:
    """What another app says of a table for its page: a ``label`` the header shows ("Daily
    — ranked"), and ``result_url``, where its finished result is shown (the day's board)."""

    label: str = ""
    result_url: str = ""


# Other apps may say what a table is (the daily's ranked attempt, say). Each hook returns a
# TableNote or None; the first note found is the table's.
_TABLE_NOTES: list[Callable[[Any], TableNote | None]] = []


def register_table_note(hook: Callable[[Any], TableNote | None]) -> None:
    if hook not in _TABLE_NOTES:
        _TABLE_NOTES.append(hook)


def table_note(table: Any) -> TableNote:
    return next((note for hook in _TABLE_NOTES if (note := hook(table))), TableNote())
