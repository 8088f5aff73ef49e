"""The seam for text made in pure code: a ``cards.Phrase`` renders (nested phrases first),
survives JSON (the coach's reasons are cached and cross processes), and is translated into
the active language by ``tables.phrases.render``. Every engine's refusals carry one."""

from __future__ import annotations

import json
import pickle
from typing import Any

import pytest
from django.utils import translation

from cards import IllegalAction, InvalidAction, InvalidOptions, Phrase, gettext_noop
from tables import registry
from tables.phrases import render, render_json
from tests.catalogue import add_translations

HAND = Phrase(gettext_noop("{trumps}, and {aces}"), {
    "trumps": Phrase("{trumps}, all low", {"trumps": Phrase("five trumps")}),
    "aces": Phrase("the {card}", {"card": "A♠"}),
})


def test_a_phrase_renders_its_parameters_and_nested_phrases_in_english() -> None:
    assert gettext_noop("the game is over") == "the game is over"
    assert str(Phrase("Play the {card}", {"card": "Q♣"})) == "Play the Q♣"
    assert str(Phrase("you hold {mine} of the {out}", {"mine": 5, "out": 14})) == (
        "you hold 5 of the 14")
    assert str(HAND) == "five trumps, all low, and the A♠"
    assert str(Phrase("no {braces} here")) == "no {braces} here"  # no parameters: as it is
    with translation.override("en"):
        assert render(HAND) == str(HAND)


def test_a_phrase_survives_json_and_pickle() -> None:
    data = json.loads(json.dumps(HAND.to_json()))
    assert data["params"]["aces"] == {"msgid": "the {card}", "params": {"card": "A♠"}}
    again = Phrase.from_json(data)
    assert again == HAND and hash(again) == hash(HAND) and str(again) == str(HAND)
    assert pickle.loads(pickle.dumps(HAND)) == HAND
    assert Phrase.from_json({"msgid": "the game is over"}) == Phrase("the game is over")


@pytest.mark.parametrize("data", [
    None, "text", [], {}, {"msgid": 7}, {"msgid": "x", "params": []},
    {"msgid": "{a}", "params": {"a": None}}, {"msgid": "{a}", "params": {"a": True}},
    {"msgid": "{a}", "params": {"a": {"params": {}}}}, {"msgid": "{a}", "params": {"a": 1.5}},
])
def test_anything_else_is_no_phrase(data: Any) -> None:
    with pytest.raises(ValueError):
        Phrase.from_json(data)


def test_a_phrase_is_translated_into_the_active_language() -> None:
    table = Phrase("There is no such table.")  # translated in locale/nb
    with translation.override("nb"):
        norwegian = render(table)
        assert render_json(table.to_json()) == norwegian
        assert render_json("kept as it is") == "kept as it is"
    assert norwegian and norwegian != str(table)
    with translation.override("en"):
        assert render(table) == "There is no such table."


def test_nested_phrases_are_translated_first_and_may_be_reordered(
        monkeypatch: pytest.MonkeyPatch) -> None:
    add_translations(monkeypatch, "nb", {
        "{trumps}, and {aces}": "{aces} – og {trumps}",
        "{trumps}, all low": "{trumps}, alle lave",
        "five trumps": "fem trumfer",
        "the {card}": "{card}",
    })
    with translation.override("nb"):
        assert render(HAND) == "A♠ – og fem trumfer, alle lave"
    add_translations(monkeypatch, "da", {})
    with translation.override("da"):
        assert render(HAND) == str(HAND)  # nothing translated: English


def test_a_translation_whose_placeholders_do_not_fit_falls_back_to_english(
        monkeypatch: pytest.MonkeyPatch) -> None:
    add_translations(monkeypatch, "nb", {"the {card}": "{kort}", "{trumps}, all low": "{a"})
    with translation.override("nb"):
        assert render(HAND) == str(HAND)


@pytest.mark.parametrize("engine_name", sorted(spec.name for spec in registry.games()))
def test_every_engines_refusals_carry_a_phrase(spec: registry.GameSpec) -> None:
    """What services.py translates: the phrase of a refusal, English in ``str``, with the
    rule an illegal action names."""
    engine = spec.engine
    errors: list[Exception] = []
    for call in (lambda: engine.validate_options(engine.max_seats + 1, {}),
                 lambda: engine.validate_options(engine.default_seats, {"no_such": 1}),
                 lambda: engine.decode_action({"type": "no-such-action"}),
                 lambda: engine.decode_action(None)):
        with pytest.raises((InvalidOptions, InvalidAction)) as caught:
            call()
        errors.append(caught.value)
    state = engine.new_game("phrases", engine.default_seats, {})
    seat = engine.to_act(state)[0]
    action = engine.legal_actions(state, seat)[0]
    after = engine.apply(state, seat, action)
    assert action not in engine.legal_actions(after, seat)
    with pytest.raises(IllegalAction) as illegal:  # the same action again
        engine.apply(after, seat, action)
    errors.append(illegal.value)
    for error in errors:
        phrase = getattr(error, "phrase", None)
        assert isinstance(phrase, Phrase), error
        assert str(error).startswith(str(phrase)) and str(phrase)
        with translation.override("nb"):
            # Marked where it is written, so the catalogue has it.
            assert translation.gettext(phrase.msgid) != phrase.msgid, phrase.msgid
            assert render(phrase)
    rule = illegal.value.rule
    assert rule and str(illegal.value) == f"{illegal.value.phrase} ({rule})"
