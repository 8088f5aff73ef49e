"""The coach: options best first with their values, the person's own choice always valued,
the same answer to the same question, and reasons in card-game words that fit the situation:
trumps and how high, fail aces, the seat order, the bury, the call, the trick."""

from __future__ import annotations

import random
import re

import pytest

from cards import Phrase
from cards import phrase as phrase_words
from sheepshead.engine import Action, GameState, apply, legal_actions, new_game, view
from sheepshead.engine.deck import mask_of
from sheepshead.players import HeuristicPlayer, coach_words, search
from sheepshead.players.coach import Option, advise, explain, hand_phrase
from sheepshead.tests.engine.positions import STRONG_SEAT_0, act, game_with
from sheepshead.tests.engine.test_calling import S9_HANDS, UNKNOWN_HANDS

ROLLOUTS = 200  # enough to order the options here; the site uses the full budget


def reason(state: GameState, seat: int, best: str, value: float = 0.0,
           other: str | None = None, other_value: float = 0.0) -> str:
    """The words for ``best`` (with ``value``) against ``other``, from ``seat``'s view."""
    options = [Option(Action.parse(best), value)]
    if other is not None:
        options.append(Option(Action.parse(other), other_value))
    return str(explain(view(state, seat), options))


def test_options_come_best_first_and_include_the_persons_choice() -> None:
    state = game_with(STRONG_SEAT_0)
    legal = legal_actions(state, 0)
    advice = advise(view(state, 0), legal, random.Random(1), rollouts=ROLLOUTS)
    values = [o.value for o in advice.options]
    assert values == sorted(values, reverse=True)
    assert advice.best == Action.parse("pick")  # the six top trumps
    assert str(advice.reason) == ("Pick: six trumps, all high: all four queens and two jacks. "
                                  "With the blind you should make 61")
    state = act(state, "pick")
    legal = legal_actions(state, 0)
    worst = legal[-1]
    advice = advise(view(state, 0), legal, random.Random(1), worst, rollouts=ROLLOUTS)
    assert advice.value_of(worst) is not None and advice.best in legal


def test_the_same_question_gets_the_same_answer() -> None:
    state = act(game_with(STRONG_SEAT_0), "pick", "bury JC JS", "call AH")
    legal = legal_actions(state, 0)
    answers = {advise(view(state, 0), legal, random.Random(9), rollouts=ROLLOUTS)
               for _ in range(2)}
    assert len(answers) == 1


# ---------------------------------------------------------------- pick or pass (S6)

# Seat 0 decides first (the dealer is seat 4) unless a test makes it the dealer.
CLEAR_PICK = ["QC QS JD AD 9D AH", "QH JH KD 10C KC 9C", "QD 10D 8D AS 10S KS",
              "JC 7D 10H KH 9H 8H", "JS 8C 7C 9S 8S 7S"]
CLEAR_PASS = ["8D 7D 9C KS 8H 7H", "QC QS JD AD 9D AH", "QH JH KD 10C KC AC",
              "QD 10D JC AS 10S 10H", "JS 8C 7C 9S 8S KH"]


def test_a_clear_pick_names_the_high_trumps_and_the_ace() -> None:
    state = game_with(CLEAR_PICK)
    advice = advise(view(state, 0), legal_actions(state, 0), random.Random(3),
                    rollouts=ROLLOUTS)
    assert advice.best == Action.parse("pick")
    assert str(advice.reason).startswith(
        "Pick: five trumps including both black queens and the J♦, and the A♥. With the "
        "blind you should make 61")
    assert reason(state, 0, "pick", 1.8, "pass", -0.4) == (
        "Pick: five trumps including both black queens and the J♦, and the A♥. With the "
        "blind you should make 61")
    assert reason(state, 0, "pick", 0.4, "pass", -0.4) == (
        "Pick: five trumps including both black queens and the J♦, and the A♥. With the "
        "blind you should make 61 more often than not")


def test_a_clear_pass_names_the_low_trumps_and_the_first_seat() -> None:
    state = game_with(CLEAR_PASS)
    advice = advise(view(state, 0), legal_actions(state, 0), random.Random(3),
                    rollouts=ROLLOUTS)
    assert advice.best == Action.parse("pass")
    assert str(advice.reason) == ("Pass: only two trumps, both low, and no fail ace. Picking "
                                  "first, you would likely lose even with the blind")
    # Third to decide, the same hand: no word about the first seat.
    third = act(game_with(CLEAR_PASS, dealer=2), "pass", "pass")
    assert third.deal.turn == 0
    assert reason(third, 0, "pass", -0.5, "pick", -2.5) == (
        "Pass: only two trumps, both low, and no fail ace. Even with the blind, the defenders "
        "would likely beat you")


def test_the_dealer_weighs_a_pick_against_the_leaster() -> None:
    dealer = act(game_with(CLEAR_PASS[1:] + CLEAR_PASS[:1], dealer=4), "pass", "pass",
                 "pass", "pass")
    assert dealer.deal.turn == 4 and dealer.deal.dealer == 4
    assert reason(dealer, 4, "pass", -0.2, "pick", -2.5) == (
        "Pass: only two trumps, both low, and no fail ace. As picker you would likely lose 4 "
        "or more; a leaster costs you at most 1")
    thin = ["KH 9H AC 9D 10H QH", "JH 7H 9S KC KD 10S", "AS QC AD 7S JD 10C",
            "8S 8C 7C JC 10D QD", "QS 8D 7D AH 9C 8H"]  # the blind: KS JS
    last = act(game_with(thin, dealer=4), "pass", "pass", "pass", "pass")
    assert reason(last, 4, "pick", -0.4, "pass", -1.2) == (
        "Pick: your hand is thin (three trumps including the Q♠, and the A♥), but everyone "
        "else passed, so their hands are weak too, and passing means a leaster")


def test_a_good_looking_hand_to_pass_names_its_flaw_and_a_close_call_says_so() -> None:
    looks_good = ["QC QH JC JS 10H 9S", "QS JH KD AC KC 9C", "QD 10D 8D AS 10S KS",
                  "JD 7D AH KH 9H 8H", "AD 9D 8C 7C 8S 7S"]
    state = game_with(looks_good)
    assert reason(state, 0, "pass", -0.1, "pick", -1.0) == (
        "Pass: your hand looks good (four trumps, all high: two queens and two jacks), but "
        "your 10♥ without its ace would likely fall to the defenders")
    assert reason(state, 0, "pass", -0.1, "pick", -0.2) == (
        "Pass: four trumps, all high: two queens and two jacks. It's a close call: picking "
        "would do about as well")


def test_hand_phrases_for_queens_jacks_and_aces() -> None:
    assert str(hand_phrase(mask_of("QC QS QH QD 7D AC"))) == (
        "five trumps including all four queens, and the A♣")
    assert str(hand_phrase(mask_of("QH QD JD AS AH 7C"))) == (
        "three trumps, all high: both red queens and the J♦, and two fail aces")
    assert str(hand_phrase(mask_of("AC AS AH KC 9S 8H"))) == (
        "no trumps, and all three fail aces")
    assert str(hand_phrase(mask_of("QC 9D 8C 9S 7S 8H"), weak=True)) == (
        "only two trumps including the Q♣, and no fail ace")


# ---------------------------------------------------------------- bury, call, unknown


def test_a_bury_reason_counts_points_and_voids() -> None:
    state = act(game_with(STRONG_SEAT_0), "pick")
    assert reason(state, 0, "bury KH 7H") == (
        "Bury K♥ and 7♥: their 4 points count for your side, and with no hearts left you can "
        "trump them")
    assert reason(state, 0, "bury 7H JS") == "Bury J♠ and 7♥: their 2 points count for your side"
    state = act(game_with(CLEAR_PASS[1:] + CLEAR_PASS[:1]), "pick")  # the blind: 7S 9H
    assert reason(state, 0, "bury 7S 9H") == (
        "Bury 7♠ and 9♥: they hold no points, and with no spades left you can trump them")
    assert reason(state, 0, "bury 9D 7S") == (
        "Bury 9♦ and 7♠: they hold no points, and with no spades left you can trump them")
    assert reason(state, 0, "bury 9D 9H") == (
        "Bury 9♦ and 9♥: they hold no points, and you keep your stronger cards")
    bare_ten = ["QC QS QH QD 10S 9S", "JC JS JH JD AD 10D", "KD 9D 8D 7D AS KS",
                "AC 10C KC 9C 8C 7C", "AH 10H KH 9H 8H 7H"]  # the blind: 8S 7S
    state = act(game_with(bare_ten), "pick")
    assert reason(state, 0, "bury 10S 8S") == (
        "Bury 10♠ and 8♠: their 10 points count for your side, and the 10♠ would likely fall "
        "to the defenders")


def test_call_reasons_hold_card_ten_and_unknown() -> None:
    state = act(game_with(STRONG_SEAT_0), "pick", "bury JC JS")
    # Seat 0 kept QC QS QH QD KH 7H: two hearts.
    assert reason(state, 0, "call AH") == (
        "Call the A♥: when hearts are first led the partner must play the ace, and your K♥ "
        "and 7♥ can follow under it")
    state = act(game_with(STRONG_SEAT_0), "pick", "bury JC KH")
    assert reason(state, 0, "call AH") == (
        "Call the A♥: your only heart is the 7♥, so after the first heart lead you can trump "
        "hearts")
    s9 = act(game_with(S9_HANDS), "pick", "bury 7D 8D")
    assert reason(s9, 0, "call 10H") == (
        "Call the 10♥: you hold all three fail aces, so you call a ten, and your A♥ is the "
        "card you keep for hearts")
    unknown = act(game_with(UNKNOWN_HANDS), "pass", "pick", "bury 8S 7S")
    assert reason(unknown, 1, "call AH") == (
        "Call the A♥: you hold no hearts, so you set one card aside face down as the unknown "
        "and play it when hearts are led")
    unknown = act(unknown, "call AH")
    assert reason(unknown, 1, "unknown AC").startswith("Set aside the A♣: the unknown never")
    assert reason(unknown, 1, "unknown JS") == (
        "Set aside the J♠: the unknown never takes a trick and its points go to whoever takes "
        "it, so your cheapest card is best")


def test_alone_says_why() -> None:
    state = act(game_with(STRONG_SEAT_0), "pick", "bury KH 7H")
    assert reason(state, 0, "alone", 6.0, "call AH", 3.0) == (
        "Play alone: with six trumps, all high: all four queens and two jacks you should make "
        "61 without help, and alone you collect from all four defenders")


# ---------------------------------------------------------------- card play


def test_leading_trump_counts_the_trumps_out() -> None:
    state = act(game_with(STRONG_SEAT_0), "pick", "bury JC JS", "call AH")
    assert reason(state, 0, "play QD") == (
        "Lead the Q♦: nobody else holds a higher trump, and drawing trumps helps your side")
    advice = advise(view(state, 0), legal_actions(state, 0), random.Random(2), rollouts=ROLLOUTS)
    assert advice.best.type == "play" and str(advice.reason).startswith("Lead the ")
    alone = act(game_with(CLEAR_PICK), "pick", "bury AC 7H", "alone")  # the blind: AC 7H
    assert reason(alone, 0, "play JD") == (
        "Lead the J♦: you hold 5 of the 14 trumps still in play, so drawing trumps helps your "
        "side")


# Seat 0 picks and calls the ace of hearts, which makes seat 3 (10D 7D AH…) the partner.
PARTNER_3 = [
    "QC QS QH QD JC JS",
    "JH JD AD AC 10C KC",
    "9D KD 8D AS 10S KS",
    "10D 7D AH 10H 8H 9C",
    "8C 7C 9S 8S 7S 9H",
]


def test_explain_names_a_schmier_to_a_sure_friend() -> None:
    state = act(game_with(PARTNER_3), "pick", "bury JC JS", "call AH",
                "play QC", "play JH", "play 8D")
    assert reason(state, 3, "play 10D") == (
        "Schmier the 10♦: your side is taking this trick, so give it your points")
    assert reason(state, 3, "play 7D") == (
        "Play the 7♦: you can't take this trick, so give away no points")
    # The same ten from a defender is no schmier: the picker is not his friend.
    state = act(game_with(PARTNER_3), "pick", "bury JC JS", "call AH", "play QC")
    assert not reason(state, 1, "play AD").startswith("Schmier")


def test_a_defender_leads_the_called_suit_to_find_the_partner() -> None:
    # Seat 3 deals, so seat 4 (a defender with the 9H) decides and leads first.
    state = act(game_with(PARTNER_3, dealer=3), "pass", "pick", "bury JC JS", "call AH")
    assert state.deal.turn == 4
    assert reason(state, 4, "play 9H") == (
        "Lead the 9♥: hearts is the called suit, so the partner must play the A♥ and show "
        "himself")
    assert reason(state, 4, "play 8C") == (
        "Lead the 8♣: a fail lead makes the picker trump it or lose the trick")


def _marked() -> set[str]:
    found: set[str] = set()
    for value in [*vars(coach_words).values(), *vars(phrase_words).values()]:
        items = value.values() if isinstance(value, dict) else (
            value if isinstance(value, tuple) else (value,))
        found.update(item for item in items if isinstance(item, str))
    return found


MARKED = _marked()  # the message ids of coach_words and cards.phrase, which the catalogue extracts


def msgids(phrase: Phrase) -> set[str]:
    """The message ids of a phrase and of every phrase nested in it."""
    nested = (msgids(v) for v in phrase.params.values() if isinstance(v, Phrase))
    return {phrase.msgid}.union(*nested)


def test_hints_are_short_plain_and_carry_no_figures_of_the_search() -> None:
    """Over the decisions of random games: every option of every real choice gets words that
    fit a phone line (no trailing full stop: the client adds it) and no search figure, made
    only of the marked texts of ``coach_words``."""
    rng = random.Random(4)
    player = HeuristicPlayer()
    seen = 0
    for game in range(12):
        state = new_game(f"words-{game}", {"deals": 1})
        while not state.finished:
            seat = state.deal.turn
            legal = legal_actions(state, seat)
            seat_view = view(state, seat)
            if len(legal) > 1:
                for action in legal:
                    others = [Option(a, -1.0) for a in legal if a != action][:1]
                    words = explain(seat_view, [Option(action, 1.0), *others])
                    assert msgids(words) <= MARKED, words  # every piece is translatable
                    text = str(words)
                    seen += 1
                    assert 10 < len(text) <= 170 and not text.endswith("."), text
                    assert text[0].isupper() and not re.search(r"[+−]\d|\d\.\d", text), text
            state = apply(state, seat, player.choose(seat_view, legal, rng))
    assert seen > 300


@pytest.mark.parametrize("kind", ["pick", "pass"])
def test_pick_and_pass_words_never_quote_the_values(kind: str) -> None:
    state = game_with(CLEAR_PICK)
    other = "pass" if kind == "pick" else "pick"
    text = reason(state, 0, kind, -3.1, other, -0.6)
    assert "3.1" not in text and "0.6" not in text and text.startswith(kind.title() + ": ")


# ---------------------------------------------------------------- what the search found


def found_for(best: str, won: float, partner: tuple[float, ...]) -> search.Found:
    return search.Found([(Action.parse(best), 0.5)], [won], partner)


def test_a_hint_names_where_the_search_puts_the_hidden_partner() -> None:
    state = act(game_with(PARTNER_3), "pick", "bury JC JS", "call AH", "play QC")
    seat_view = view(state, 1)  # a defender, who cannot know the partner
    options = [Option(Action.parse("play AD"), 0.5)]
    likely = explain(seat_view, options, found_for("play AD", 0.5, (0, 0, 0.1, 0.8, 0.1)))
    assert str(likely).endswith(". The likely deals put the A♥ with the second player after you")
    assert msgids(likely) <= MARKED
    unsure = explain(seat_view, options, found_for("play AD", 0.5, (0, 0, 0.4, 0.5, 0.1)))
    assert "likely deals put" not in str(unsure)  # no seat likely enough


def test_the_catch_all_reason_gives_way_to_the_sides_share_of_won_deals() -> None:
    state = act(game_with(PARTNER_3), "pick", "bury JC JS", "call AH")  # he keeps KH 7H
    seat_view = view(state, 0)
    king = [Option(Action.parse("play KH"), 1.0)]
    assert str(explain(seat_view, king)) == (
        "Lead the K♥: played out over the likely deals, this lead does best")
    words = explain(seat_view, king, found_for("play KH", 0.72, (0, 0.1, 0.1, 0.7, 0.1)))
    assert str(words) == ("Lead the K♥: played out over the likely deals, your side wins 7 "
                          "deals in 10 with it. The likely deals put the A♥ with the second "
                          "player before you")
    assert msgids(words) <= MARKED
    queen = [Option(Action.parse("play QC"), 1.0)]  # a reason of its own is kept
    assert str(explain(seat_view, queen, found_for("play QC", 0.9, (0.0,) * 5))) == str(
        explain(seat_view, queen))


def test_advice_from_the_search_reads_the_partner_from_the_cards_played() -> None:
    """Seat 1 threw the A♣ on seat 0's king of spades while holding cheaper cards: seat 3's
    search puts the called A♥ (really seat 4's) with seat 1 less often than with the others."""
    from sheepshead.tests.players.test_sampler_reads_card_play import after_an_ace_thrown

    state = act(after_an_ace_thrown(), "play QC")
    assert state.deal.turn == 3
    found = search.explore(view(state, 3), legal_actions(state, 3), random.Random(3),
                           samples=300)
    assert abs(sum(found.partner) - 1.0) < 1e-9 and found.partner[3] == 0.0
    assert found.partner[1] < 0.28  # about a third, were the plays not read
