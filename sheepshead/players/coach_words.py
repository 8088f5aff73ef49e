"""Every sentence the coach says, in one place, each marked for translation.

A hint is one or two sentences, short enough for a phone, and names its reason in card-game
words: trumps held and how high, fail aces, voids, points, the seat order. The client shows
it as "{text}." and adds the full stop itself, so no text here ends with one. Cards are
written with their suit glyphs ("Q♣"), as the table draws them, in every language.

Each text is a message id for ``cards.Phrase`` (``gettext_noop`` marks it for the catalogue;
the site translates it for the reader). Placeholders in braces take card glyphs, numbers
(as digits) or the noun phrases that ``coach.py`` builds from the pieces below, which are
translated on their own first. A count is never a placeholder of its own: "five trumps" is
one text per number, so each language can make the number agree with its noun.
"""

from __future__ import annotations

from cards import gettext_noop

# Translators: a suit's name where one card of it is meant ("your only heart"); "trump" is
# the trump suit. Translate as a noun that fits the coach's sentences below.
SUIT_ONE = (gettext_noop("trump"), gettext_noop("club"), gettext_noop("spade"),
            gettext_noop("heart"))
# Translators: a suit's name in the plural, as in "when hearts are led"; "trumps" is the
# trump suit. If your language must agree with it, write the sentences around a word such as
# "suit" ("when the suit {suit} is led").
SUIT_MANY = (gettext_noop("trumps"), gettext_noop("clubs"), gettext_noop("spades"),
             gettext_noop("hearts"))
# Translators: the two choices of a list, e.g. "no clubs or hearts left".
OR = gettext_noop("{first} or {second}")

# ---------------------------------------------------------------- a hand, as a noun phrase

TRUMPS_NONE = gettext_noop("no trumps")
TRUMPS_ONE_LOW = gettext_noop("one low trump")
TRUMPS_ONE_HIGH = gettext_noop("one trump, the {card}")
TRUMPS_TWO_LOW = gettext_noop("two trumps, both low")
# How many trumps a hand holds, for the texts below ({trumps}).
TRUMP_COUNT = {
    2: gettext_noop("two trumps"),
    3: gettext_noop("three trumps"),
    4: gettext_noop("four trumps"),
    5: gettext_noop("five trumps"),
    6: gettext_noop("six trumps"),
    7: gettext_noop("seven trumps"),
    8: gettext_noop("eight trumps"),
}
# Translators: {trumps} is e.g. "five trumps".
TRUMPS_LOW = gettext_noop("{trumps}, all low")
# Translators: {trumps} is e.g. "five trumps", {high} the queens and jacks among them.
TRUMPS_HIGH = gettext_noop("{trumps} including {high}")
TRUMPS_TWO_HIGH = gettext_noop("two trumps, both high: {high}")  # each a queen or a jack
# Translators: {trumps} is e.g. "five trumps", {high} the queens and jacks that they are.
TRUMPS_ALL_HIGH = gettext_noop("{trumps}, all high: {high}")
# Translators: a weak hand's trumps: "only two trumps, both low".
ONLY = gettext_noop("only {trumps}")
QUEENS_ALL = gettext_noop("all four queens")
QUEENS_BLACK = gettext_noop("both black queens")
QUEENS_RED = gettext_noop("both red queens")
QUEENS_SOME = {2: gettext_noop("two queens"), 3: gettext_noop("three queens")}
JACKS_ALL = gettext_noop("all four jacks")
JACKS_SOME = {2: gettext_noop("two jacks"), 3: gettext_noop("three jacks")}
ACES_NONE = gettext_noop("no fail ace")
ACES_TWO = gettext_noop("two fail aces")
ACES_ALL = gettext_noop("all three fail aces")
# Translators: a hand: "five trumps including both black queens, and the A♠".
HAND = gettext_noop("{trumps}, and {aces}")

# ---------------------------------------------------------------- picking (S6)

# Translators: {hand} is a hand in words, e.g. "five trumps including both black queens, and
# the A♠". 61 is the number of points the picker's side needs to win.
PICK_STRONG = gettext_noop("Pick: {hand}. With the blind you should make 61")
PICK_GOOD = gettext_noop("Pick: {hand}. With the blind you should make 61 more often than not")
PICK_THIN = gettext_noop(
    "Pick: your hand is thin ({hand}), but picking still does better than passing here")
PICK_THIN_AFTER_TWO = gettext_noop(
    "Pick: your hand is thin ({hand}), but the two players before you passed, so their hands "
    "are weak too")
PICK_THIN_AFTER_THREE = gettext_noop(
    "Pick: your hand is thin ({hand}), but the three players before you passed, so their "
    "hands are weak too")
PICK_THIN_LAST = gettext_noop(
    "Pick: your hand is thin ({hand}), but everyone else passed, so their hands are weak too, "
    "and passing means a leaster")
PASS_FIRST = gettext_noop(
    "Pass: {hand}. Picking first, you would likely lose even with the blind")
PASS_WEAK = gettext_noop(
    "Pass: {hand}. Even with the blind, the defenders would likely beat you")
PASS_LEASTER = gettext_noop(
    "Pass: {hand}. As picker you would likely lose 4 or more; a leaster costs you at most 1")
# Translators: {flaw} is one of the texts that follow ("your 10♥ without its ace…").
PASS_DESPITE = gettext_noop("Pass: your hand looks good ({hand}), but {flaw}")
FLAW_BARE_TEN = gettext_noop("your {card} without its ace would likely fall to the defenders")
FLAW_NO_ACE = gettext_noop("with no fail ace the defenders would take the fail tricks")
FLAW_FIRST = gettext_noop(
    "from the first seat, with everyone still to decide, passing does better")
FLAW_ANY = gettext_noop("played out over the likely deals, passing does better")
PICK_CLOSE = gettext_noop("Pick: {hand}. It's a close call: passing would do about as well")
PASS_CLOSE = gettext_noop("Pass: {hand}. It's a close call: picking would do about as well")

# ---------------------------------------------------------------- burying (S7)

# Translators: {cards} is two cards, e.g. "K♥ and 7♥".
BURY_POINTS = gettext_noop("Bury {cards}: their {points} points count for your side")
BURY_LOW = gettext_noop("Bury {cards}: they hold no points, and you keep your stronger cards")
# Translators: {reason} is one of the two texts above ("Bury K♥ and 7♥: their 4 points…");
# {suits} one suit or two ("hearts", "clubs or hearts").
BURY_VOID = gettext_noop("{reason}, and with no {suits} left you can trump them")
BURY_LOW_VOID = gettext_noop(
    "Bury {cards}: they hold no points, and with no {suits} left you can trump them")
# Translators: {reason} is one of the first two bury texts ("Bury K♥ and 7♥: their 4…").
BURY_BARE_TEN = gettext_noop("{reason}, and the {card} would likely fall to the defenders")

# ---------------------------------------------------------------- calling (S8–S11)

# Translators: {suit_one} is a suit's name for one card ("heart"), {suit} its plural.
CALL_ONE_HOLD = gettext_noop(
    "Call the {card}: your only {suit_one} is the {hold}, so after the first {suit_one} lead "
    "you can trump {suit}")
# Translators: {suit} is a suit's plural ("hearts"); {cards} the person's cards of it
# ("K♥ and 7♥").
CALL_HOLDS = gettext_noop(
    "Call the {card}: when {suit} are first led the partner must play the ace, and your "
    "{cards} can follow under it")
CALL_TEN = gettext_noop(
    "Call the {card}: you hold all three fail aces, so you call a ten, and your {ace} is the "
    "card you keep for {suit}")
CALL_UNKNOWN = gettext_noop(
    "Call the {card}: you hold no {suit}, so you set one card aside face down as the unknown "
    "and play it when {suit} are led")
ALONE_STRONG = gettext_noop(
    "Play alone: with {hand} you should make 61 without help, and alone you collect from all "
    "four defenders")
ALONE_ANY = gettext_noop("Play alone: none of the calls you could make would help you enough")
UNKNOWN_CHEAPEST = gettext_noop(
    "Set aside the {card}: the unknown never takes a trick and its points go to whoever takes "
    "it, so your cheapest card is best")
UNKNOWN_ANY = gettext_noop(
    "Set aside the {card}: the unknown never takes a trick, and this is the card you will "
    "miss least")

# ---------------------------------------------------------------- leading a trick

LEAD_TRUMP_BOSS = gettext_noop(
    "Lead the {card}: nobody else holds a higher trump, and drawing trumps helps your side")
# Translators: {mine} and {out} are numbers: "you hold 5 of the 14 trumps still in play".
LEAD_TRUMP_SIDE = gettext_noop(
    "Lead the {card}: you hold {mine} of the {out} trumps still in play, so drawing trumps "
    "helps your side")
LEAD_TRUMP = gettext_noop("Lead the {card}: you hold {mine} of the {out} trumps still in play")
# Translators: {suit} is a suit's plural ("hearts"), {called} the called card ("A♥").
LEAD_CALLED = gettext_noop(
    "Lead the {card}: {suit} is the called suit, so the partner must play the {called} and "
    "show himself")
# Translators: {suit_one} is a suit's name for one card ("heart"), {suit} its plural.
LEAD_BOSS = gettext_noop(
    "Lead the {card}: it is the highest {suit_one} still in play, and {suit} have not been led "
    "yet, so it will likely take the trick")
LEAD_BOSS_AGAIN = gettext_noop("Lead the {card}: it is the highest {suit_one} still in play")
LEAD_FAIL_DEFENDER = gettext_noop(
    "Lead the {card}: a fail lead makes the picker trump it or lose the trick")
LEAD_LOW = gettext_noop("Lead the {card}: a low card gives away nothing if the trick is lost")
LEAD_LEASTER_LOW = gettext_noop(
    "Lead the {card}: a low card is unlikely to take the trick in a leaster")
LEAD_ANY = gettext_noop("Lead the {card}: played out over the likely deals, this lead does best")

# ---------------------------------------------------------------- following

# Translators: {points} is a number of card points.
TAKE_LAST = gettext_noop(
    "Take the trick with the {card}: you play last, and it wins {points} points")
TAKE_BOSS = gettext_noop(
    "Take the trick with the {card}: nobody still to play can beat it, and it wins {points} "
    "points")
TAKE_LEASTER_FIRST = gettext_noop(
    "Take the trick with the {card}: a leaster needs one trick to win, and this one holds only "
    "{points} points")
TAKE = gettext_noop("Take the trick with the {card}: it holds {points} points so far")
TAKE_LEAD = gettext_noop("Take the trick with the {card}: winning it gives you the next lead")
SCHMIER = gettext_noop(
    "Schmier the {card}: your side is taking this trick, so give it your points")
FRIEND_LIKELY = gettext_noop("Play the {card}: your side is probably taking this trick")
NO_POINTS_LOST = gettext_noop("Play the {card}: you can't take this trick, so give away no points")
NO_POINTS = gettext_noop("Play the {card}: it gives away no points")
CHEAPEST = gettext_noop(
    "Play the {card}: you can't take this trick, and it is your cheapest card")
SAVE_HIGHER = gettext_noop("Play the {card}: it saves your higher cards for later tricks")
LEASTER_SHED = gettext_noop(
    "Play the {card}: in a leaster its {points} points now count against whoever takes this "
    "trick")
LEASTER_DUCK = gettext_noop(
    "Play the {card}: in a leaster, staying out of this trick keeps your points low")
PLAY_ANY = gettext_noop("Play the {card}: played out over the likely deals, this card does best")

# ---------------------------------------------------------------- what the search found

# Translators: {share} is a whole number from 1 to 10: "your side wins 7 deals in 10".
LEAD_FOUND = gettext_noop(
    "Lead the {card}: played out over the likely deals, your side wins {share} deals in 10 "
    "with it")
# Translators: {share} is a whole number from 1 to 10.
PLAY_FOUND = gettext_noop(
    "Play the {card}: played out over the likely deals, your side wins {share} deals in 10 "
    "with it")
# Translators: a reason above, then what the search's deals say of the hidden partner:
# {called} is the called card ("A♥"), {who} one of the four texts below.
WITH_PARTNER = gettext_noop("{reason}. The likely deals put the {called} with {who}")
# Who holds a card, by the order of play from the reader's seat.
WHO = {
    1: gettext_noop("the player after you"),
    2: gettext_noop("the second player after you"),
    3: gettext_noop("the second player before you"),
    4: gettext_noop("the player before you"),
}
