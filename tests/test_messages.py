"""Every string a person reads (templates, Python, JavaScript) is marked for translation, and
every language's catalogue is complete and compiled: the part of the CI translation check
that needs no GNU gettext; the rest, that ``make messages`` changes nothing, is
``make check-messages`` in ``.ci/run``."""

from __future__ import annotations

from tools import messages_check


def test_every_template_string_is_marked() -> None:
    assert messages_check.unmarked_template_strings() == []


def test_every_python_sentence_is_marked() -> None:
    assert messages_check.unmarked_python_strings() == []


def test_every_catalogue_is_complete_and_compiled() -> None:
    assert messages_check.catalogue_problems() == []


def test_the_template_check_finds_text_outside_the_tags() -> None:
    source = """{% load i18n %}<h1>{% translate "Scores" %}</h1>
<p title="Your total">{{ total }}</p>
{% blocktranslate %}You have {{ n }} cards{% endblocktranslate %}
<button aria-label="{% translate 'Close' %}">×</button>
<p>Game over</p>{# i18n: keep #}
<script>const label = "not text";</script>
<p>
  Deal over</p>
<th data-local-label="Finished (your time)">{% translate "Finished" %}</th>"""
    assert messages_check.template_problems(source) == [
        (2, "Your total"), (8, "Deal over"), (9, "Finished (your time)")]


def test_the_python_check_finds_unmarked_sentences_and_refusals() -> None:
    source = '''
"""A docstring says nothing to a person."""
from django.utils.translation import gettext as _
LABEL = "Won as picker"
MARKED = _("Won as defender")
log.info("Started the worker now")
raise Invalid("the game is over")
raise Invalid(_("the game is over"))
raise ValueError("A developer reads this one")
CODE = "play"
NAME = "Card Table"  # i18n: keep
raise Invalid(_sentence("you may not sit here"))
raise Stale("the table has moved on", table)
raise Invalid(_sentence(render(error.phrase)))
'''
    assert messages_check.python_problems(source) == [
        (4, "Won as picker"), (7, "the game is over"), (12, "you may not sit here"),
        (13, "the table has moved on")]


def test_every_javascript_sentence_is_marked() -> None:
    assert messages_check.unmarked_javascript_strings() == []


def test_the_javascript_check_finds_sentences_outside_gettext() -> None:
    source = """const a = "Your turn to play"; show(gettext("Fine words here"));
el.textContent = `${name} is thinking now`; // "Not this one, a comment"
h("p", { text: interpolate(gettext("%(n)s cards"), { n }, true), title: 'Close the sheet' });
document.querySelector("Some selector text");
const css = `ss-seat is-turn ${extra}`;
"""
    assert messages_check.javascript_problems(source) == [
        (1, "Your turn to play"), (2, "  is thinking now"), (3, "Close the sheet")]


def test_the_catalogue_check_finds_a_masculine_only_line_for_a_player() -> None:
    import polib

    po = polib.POFile()
    entries = [
        # Fine: both forms, each its own words; a sentence listed as agreeing with nobody.
        ("a woman", "%(name)s passes.", "%(name)s אמרה פאס."),
        ("a man", "%(name)s passes.", "%(name)s אמר פאס."),
        (None, "%(name)s's turn", "התור של %(name)s"),
        (None, "Your turn", "התור שלך"),
        # Wrong: one form for everybody; a man's line given to a woman; a form alone.
        (None, "%(name)s draws a card.", "%(name)s שלף קלף מהקופה."),
        ("a woman", "%(name)s wins.", "%(name)s ניצח."),
        ("a man", "%(name)s wins.", "%(name)s ניצח."),
        ("a man", "%(name)s knocked.", "%(name)s הכריז."),
    ]
    for context, msgid, msgstr in entries:
        po.append(polib.POEntry(msgctxt=context, msgid=msgid, msgstr=msgstr))
    # Wrong too: a plural whose first form, for a man, is the woman's words.
    po.append(polib.POEntry(msgctxt="a woman", msgid="%(name)s takes %(count)s point.",
                            msgid_plural="%(name)s takes %(count)s points.",
                            msgstr_plural={0: "%(name)s לקחה נקודה", 1: "%(name)s לקחה %(count)s"}))
    po.append(polib.POEntry(msgctxt="a man", msgid="%(name)s takes %(count)s point.",
                            msgid_plural="%(name)s takes %(count)s points.",
                            msgstr_plural={0: "%(name)s לקחה נקודה", 1: "%(name)s לקח %(count)s"}))
    problems = messages_check.gender_problems(po, "he.po")
    assert problems == [
        "he.po: one form for a woman and a man (pgettext \"a woman\" / \"a man\", or NEUTRAL): "
        "%(name)s draws a card.",
        "he.po: a woman's and a man's form are the same: %(name)s wins.",
        "he.po: no \"a woman\" form: %(name)s knocked.",
        "he.po: a woman's and a man's form are the same: %(name)s takes %(count)s point.",
    ]
    assert "he" in messages_check.GENDERED
