"""Every sentence Sixes' coach says, in one place, each marked for translation.

A hint is one sentence, short enough for a phone: the decision, a colon, and its reason in
card-game words (the cards the person knows and what they count, what an unknown card is
worth on average, what the open pile's top would do, the chance of winning now or later).
The client shows it as "{text}." and adds the full stop itself, so no text here ends with
one. Cards are written with their glyphs ("Q♣"), as the table draws them, in every language.

Each text is a message id for ``cards.Phrase`` (``gettext_noop`` marks it for the catalogue;
the site translates it for the reader). Placeholders in braces take numbers, card glyphs or
the phrases that ``coach.py`` builds from the pieces below, translated on their own first.
"""

from __future__ import annotations

from cards import gettext_noop

# Translators: a hint of the Sixes coach: {decision} is what to do ("Draw from the stock"),
# {why} the reason ("the Q♥ on the open pile would not lower your score, …").
DECIDE = gettext_noop("{decision}: {why}")
# Translators: a number with one decimal, e.g. "6.1" (the average value of an unknown card):
# write your language's decimal mark between the whole part and the tenth.
DECIMAL = gettext_noop("{whole}.{tenth}")
# Translators: a share in percent, e.g. "45%"; some languages put a space before the sign.
PERCENT = gettext_noop("{share}%")

# ---------------------------------------------------------------- places in the grid (X4)

# The person's own grid cards as noun phrases, by position: 0–2 the top row, 3–5 the bottom
# row, left to right as the table shows them.
PLACES = (
    gettext_noop("your top left card"),
    gettext_noop("your top middle card"),
    gettext_noop("your top right card"),
    gettext_noop("your bottom left card"),
    gettext_noop("your bottom middle card"),
    gettext_noop("your bottom right card"),
)
# Double Sixes (D1): the same places in one of the two packets.
# Translators: {place} is one of the places above ("your top left card"), in the left packet.
IN_LEFT = gettext_noop("{place} in the left packet")
# Translators: {place} is one of the places above ("your top left card"), in the right packet.
IN_RIGHT = gettext_noop("{place} in the right packet")
ROW = gettext_noop("your bottom row")
ROW_LEFT = gettext_noop("the bottom row of your left packet")
ROW_RIGHT = gettext_noop("the bottom row of your right packet")

# ---------------------------------------------------------------- the decisions

DRAW = gettext_noop("Draw from the stock")
# Translators: {card} is the open pile's top card ("the 2♣").
TAKE = gettext_noop("Take {card} from the open pile")
# Translators: {card} is the open pile's top card, {place} where it goes ("your top left card").
TAKE_SWAP = gettext_noop("Take {card} from the open pile for {place}")
# Translators: {card} is the card in hand, {place} the grid card it replaces.
SWAP = gettext_noop("Swap {card} for {place}")
DISCARD = gettext_noop("Throw {card} onto the open pile")
GO_UP = gettext_noop("Go up")
GO_UP_LEFT = gettext_noop("Go up with your left packet")
GO_UP_RIGHT = gettext_noop("Go up with your right packet")
# Translators: going up (X10) and then swapping {card}, the card in hand, for {place}.
GO_UP_SWAP = gettext_noop("Go up and swap {card} for {place}")
KNOCK = gettext_noop("Knock")
DONE_LEFT = gettext_noop("Declare your left packet done")
DONE_RIGHT = gettext_noop("Declare your right packet done")
END = gettext_noop("End your turn")
PASS = gettext_noop("Pass your last turn")

# ---------------------------------------------------------------- why: a swap (X3, X8)

# Translators: {other} is a card of the person's that has the same rank ("the 7♠").
PAIRS = gettext_noop("it matches {other}, and matching cards count 0")
# Translators: {old} is the card it replaces ("the Q♥"), worth {old_value} points; {card} is
# the new one, worth {value}.
LOWER = gettext_noop("{old} there counts {old_value}, {card} only {value}")
# Translators: {mean} is a number with one decimal ("6.1"); {card} counts {value} points.
UNKNOWN = gettext_noop(
    "you do not know the card there, and an unknown card is worth {mean} on average; {card} "
    "counts {value}")

# ---------------------------------------------------------------- why: draw, take, pass (X8, X11)

# Translators: {top} is the open pile's top card ("the Q♥"); {mean} a number like "6.1".
TOP_USELESS = gettext_noop(
    "{top} on the open pile would not lower your score, and a drawn card is worth {mean} on "
    "average")
TOP_LESS = gettext_noop(
    "{top} would help a little, but a drawn card is likely to help more, and you may throw "
    "it away if it does not")
EMPTY_PILE = gettext_noop(
    "the open pile is empty, and you can still go up once you see the card you draw")
LAST_DRAW = gettext_noop(
    "on your last turn a drawn card may still lower your score: an unknown card is worth "
    "{mean} on average")
PASS_NOTHING = gettext_noop(
    "no card you could draw or take would lower your score, and a card you throw away could "
    "help the next player")
# Translators: {value} is what the card in hand counts; {mean} a number like "6.1".
DISCARD_HIGH = gettext_noop(
    "it counts {value}, so it would not lower your score in any place you may swap it into "
    "(an unknown card is worth {mean} on average)")

# ---------------------------------------------------------------- why: going up (X10)

# Translators: {row} is "your bottom row" (or a packet's), {cards} its cards ("the 2♣, the K♦
# and the 3♥"); {mean} a number like "6.1".
UP_WHY = gettext_noop(
    "{row} ({cards}) is worth keeping, and an unknown top card is worth {mean} on average")

# ---------------------------------------------------------------- why: knocking (X11, D4)

# What the person's cards are expected to count, inside the reasons below ({expect}).
# Translators: {total} is the sum of the person's cards, all known.
EXPECT_KNOWN = gettext_noop("your cards count {total}")
# Translators: {total} is a whole number of points expected; {known} what the known cards
# count; {mean} a number like "6.1".
EXPECT = gettext_noop(
    "you expect about {total} points (the cards you know count {known}, and an unknown card "
    "is worth {mean} on average)")
# Translators: {expect} is one of the two texts above; {now} and {later} are shares in percent
# ("45%") of the games played out from here.
KNOCK_WHY = gettext_noop(
    "{expect}; starting the final round now wins about {now} of the likely games, playing on "
    "{later}")
END_WHY = gettext_noop(
    "{expect}; starting the final round now would win about {now} of the likely games, "
    "playing on {later}")
# Double Sixes' first stage (D4): one packet declared done, the other still played.
# Translators: {total} is what the packet's cards count; {now} and {later} shares in percent.
DONE_FIRST_WHY = gettext_noop(
    "its cards count {total}, low enough to keep while your other packet can still change; "
    "declaring it now wins about {now} of the likely games, playing on {later}")
END_FIRST_WHY = gettext_noop(
    "declaring a packet done now would win about {now} of the likely games, playing on "
    "{later}")

# ---------------------------------------------------------------- why: the search alone

# Translators: {share} is a share in percent ("45%") of the games played out from here.
PLAYED = gettext_noop(
    "played out over the likely games, this does best, winning about {share} of them")
PLAYED_SCORE = gettext_noop(
    "played out over the likely games, this leaves you the lowest score against the others")
