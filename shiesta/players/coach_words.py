"""Every sentence Shiesta's coach says, in one place, each marked for translation.

A hint is one or two sentences, short enough for a phone, and names its reason in card-game
words: the cards played, the pile, the next player, the special cards kept. The client shows
it as "{text}." and adds the full stop itself, so no text here ends with one. Cards are
written with their glyphs ("Q♣"), as the table draws them, in every language.

Each text is a message id for ``cards.Phrase`` (``gettext_noop`` marks it for the catalogue;
the site translates it for the reader). Placeholders in braces take card glyphs or the noun
phrases that ``coach.py`` builds from the pieces below, translated on their own first.
"""

from __future__ import annotations

from cards import gettext_noop

# ---------------------------------------------------------------- the swap (H4)

# Translators: {up} is the card the person puts face up ("the A♠"), {down} the face-up card
# he takes into his hand ("the 5♥").
SWAP = gettext_noop(
    "Put {up} face up and take {down} into your hand: strong cards in the face-up row carry "
    "you through the end of the game, when your hand is gone")
SWAP_SPECIAL = gettext_noop(
    "Put {up} face up and take {down} into your hand: a 2, 3 or 10 in the face-up row gets "
    "you out of trouble at the end of the game")
READY = gettext_noop(
    "Keep your cards as they are and say you are ready: your face-up row is already as strong "
    "as your cards allow")

# ---------------------------------------------------------------- playing (H5–H9)

# Translators: {cards} is one card or several of one rank ("the 5♥ and the 5♠").
OPEN = gettext_noop(
    "Open with {cards}: the game opens with your lowest normal card other than a 7")
# Translators: {cards} the cards to play; {specials} the 2s, 3s and 10s kept ("the 2♣ and
# the 10♦").
LOW_KEEP = gettext_noop(
    "Play {cards}: your lowest card that goes, and you keep {specials} for when nothing else "
    "will go")
LOW = gettext_noop("Play {cards}: your lowest card that goes, so your higher cards stay for later")
SET = gettext_noop(
    "Play {cards} together: a set of one rank sheds several cards in a single turn")
# Translators: {cards} the cards to play now; {kept} those of the same rank kept back.
SPLIT = gettext_noop("Play {cards} and keep {kept}: played out over the likely games, holding "
                     "part of the set back does better here")
HIGH_BLOCK = gettext_noop(
    "Play {cards}: the next player is close to going out, so make him beat a high card")
SEVEN = gettext_noop(
    "Play {cards}: play turns around, and the player after you may follow only with a 4, 5, "
    "6 or 7 or a 2, 3 or 10")
SEVEN_BLOCK = gettext_noop(
    "Play {cards}: play turns around, and the player after you, close to going out, holds no "
    "card you know of that may follow a 7")
THREE = gettext_noop(
    "Play {cards}: the next player must pick up the whole pile, and the player after him "
    "starts afresh")
THREE_BLOCK = gettext_noop(
    "Play {cards}: the next player is close to going out, and picking up the pile sets him "
    "back")
# Translators: {top} is the pile's top card ("the K♠").
BURN = gettext_noop(
    "Burn the pile with {cards}: its cards leave the game instead of coming back to you or "
    "helping someone else")
BURN_STUCK = gettext_noop(
    "Burn the pile with {cards}: nothing else you hold goes on {top}, and a burnt pile cannot "
    "come back to you")
TWO = gettext_noop("Play {cards}: nothing else you hold goes on {top}, and anything may follow a 2")
TWO_KEEP = gettext_noop(
    "Play {cards}: anything may follow a 2, and you keep your other cards for later")
SPECIAL_ANY = gettext_noop(
    "Play {cards}: played out over the likely games, spending it now does better")
# Translators: {cards} is one card or several of one rank ("the 5♥ and the 5♠").
ANY = gettext_noop("Play {cards}: played out over the likely games, this play does best")

# ---------------------------------------------------------------- picking up, face down

PICK_UP_FORCED = gettext_noop("Pick up the pile: a 3 was played, so you must")
PICK_UP_STUCK = gettext_noop("Pick up the pile: nothing you can play goes on {top}")
FACE_DOWN = gettext_noop(
    "Turn any face-down card: nobody knows them, so every position is as good as another")
