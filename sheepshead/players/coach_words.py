"""Every sentence the coach says, in one place, for a later translation.

A hint is one or two sentences, short enough for a phone, and names its reason in card-game
words: trumps held and how high, fail aces, voids, points, the seat order. The client shows
it as "{text}." and adds the full stop itself, so no text here ends with one. Cards are
written with their suit glyphs ("Q♣"), as the table draws them. Placeholders take noun
phrases made by the ``*_phrase`` helpers in ``coach.py`` from the pieces below.
"""

from __future__ import annotations

COUNT = ("no", "one", "two", "three", "four", "five", "six", "seven", "eight")
SUIT_ONE = ("trump", "club", "spade", "heart")  # "your only heart"
SUIT_MANY = ("trumps", "clubs", "spades", "hearts")  # "when hearts are led"
AND = "{first} and {second}"
OR = "{first} or {second}"
LIST = "{rest}, {last}"  # all but the last two items of a longer list

# ---------------------------------------------------------------- a hand, as a noun phrase

TRUMPS_NONE = "no trumps"
TRUMPS_ONE_LOW = "one low trump"
TRUMPS_ONE_HIGH = "one trump, the {card}"
TRUMPS_TWO_LOW = "two trumps, both low"
TRUMPS_LOW = "{count} trumps, all low"
TRUMPS_HIGH = "{count} trumps including {high}"
TRUMPS_TWO_HIGH = "two trumps, both high: {high}"  # every trump a queen or a jack
TRUMPS_ALL_HIGH = "{count} trumps, all high: {high}"
ONLY = "only {trumps}"  # a weak hand's trumps: "only two trumps, both low"
QUEENS_ALL = "all four queens"
QUEENS_BLACK = "both black queens"
QUEENS_RED = "both red queens"
QUEENS_SOME = "{count} queens"
JACKS_ALL = "all four jacks"
JACKS_SOME = "{count} jacks"
ONE_CARD = "the {card}"
ACES_NONE = "no fail ace"
ACES_SOME = "{count} fail aces"
ACES_ALL = "all three fail aces"
HAND = "{trumps}, and {aces}"  # "five trumps including both black queens, and the A♠"

# ---------------------------------------------------------------- picking (S6)

PICK_STRONG = "Pick: {hand}. With the blind you should make 61"
PICK_GOOD = "Pick: {hand}. With the blind you should make 61 more often than not"
PICK_THIN = "Pick: your hand is thin ({hand}), but picking still does better than passing here"
PICK_THIN_LATE = ("Pick: your hand is thin ({hand}), but the {count} players before you "
                  "passed, so their hands are weak too")
PICK_THIN_LAST = ("Pick: your hand is thin ({hand}), but everyone else passed, so their hands "
                  "are weak too, and passing means a leaster")
PASS_FIRST = "Pass: {hand}. Picking first, you would likely lose even with the blind"
PASS_WEAK = "Pass: {hand}. Even with the blind, the defenders would likely beat you"
PASS_LEASTER = ("Pass: {hand}. As picker you would likely lose 4 or more; a leaster costs you "
                "at most 1")
PASS_DESPITE = "Pass: your hand looks good ({hand}), but {flaw}"
FLAW_BARE_TEN = "your {card} without its ace would likely fall to the defenders"
FLAW_NO_ACE = "with no fail ace the defenders would take the fail tricks"
FLAW_FIRST = "from the first seat, with everyone still to decide, passing does better"
FLAW_ANY = "played out over the likely deals, passing does better"
PICK_CLOSE = "Pick: {hand}. It's a close call: passing would do about as well"
PASS_CLOSE = "Pass: {hand}. It's a close call: picking would do about as well"

# ---------------------------------------------------------------- burying (S7)

BURY_POINTS = "Bury {cards}: their {points} points count for your side"
BURY_LOW = "Bury {cards}: they hold no points, and you keep your stronger cards"
BURY_VOID = "{reason}, and with no {suits} left you can trump them"
BURY_LOW_VOID = "Bury {cards}: they hold no points, and with no {suits} left you can trump them"
BURY_BARE_TEN = "{reason}, and the {card} would likely fall to the defenders"

# ---------------------------------------------------------------- calling (S8–S11)

CALL_ONE_HOLD = ("Call the {card}: your only {suit_one} is the {hold}, so after the first "
                 "{suit_one} lead you can trump {suit}")
CALL_HOLDS = ("Call the {card}: when {suit} are first led the partner must play the ace, and "
              "your {count} {suit} can follow under it")
CALL_TEN = ("Call the {card}: you hold all three fail aces, so you call a ten, and your {ace} "
            "is the card you keep for {suit}")
CALL_UNKNOWN = ("Call the {card}: you hold no {suit}, so you set one card aside face down as "
                "the unknown and play it when {suit} are led")
ALONE_STRONG = ("Play alone: with {hand} you should make 61 without help, and alone you "
                "collect from all four defenders")
ALONE_ANY = "Play alone: none of the calls you could make would help you enough"
UNKNOWN_CHEAPEST = ("Set aside the {card}: the unknown never takes a trick and its points go "
                    "to whoever takes it, so your cheapest card is best")
UNKNOWN_ANY = ("Set aside the {card}: the unknown never takes a trick, and this is the card "
               "you will miss least")

# ---------------------------------------------------------------- leading a trick

LEAD_TRUMP_BOSS = ("Lead the {card}: nobody else holds a higher trump, and drawing trumps "
                   "helps your side")
LEAD_TRUMP_SIDE = ("Lead the {card}: you hold {mine} of the {out} trumps still in play, so "
                   "drawing trumps helps your side")
LEAD_TRUMP = "Lead the {card}: you hold {mine} of the {out} trumps still in play"
LEAD_CALLED = ("Lead the {card}: {suit} is the called suit, so the partner must play the "
               "{called} and show himself")
LEAD_BOSS = ("Lead the {card}: it is the highest {suit_one} still in play, and {suit} have "
             "not been led yet, so it will likely take the trick")
LEAD_BOSS_AGAIN = "Lead the {card}: it is the highest {suit_one} still in play"
LEAD_FAIL_DEFENDER = "Lead the {card}: a fail lead makes the picker trump it or lose the trick"
LEAD_LOW = "Lead the {card}: a low card gives away nothing if the trick is lost"
LEAD_LEASTER_LOW = "Lead the {card}: a low card is unlikely to take the trick in a leaster"
LEAD_ANY = "Lead the {card}: played out over the likely deals, this lead does best"

# ---------------------------------------------------------------- following

TAKE_LAST = "Take the trick with the {card}: you play last, and it wins {points} points"
TAKE_BOSS = ("Take the trick with the {card}: nobody still to play can beat it, and it wins "
             "{points} points")
TAKE_LEASTER_FIRST = ("Take the trick with the {card}: a leaster needs one trick to win, and "
                      "this one holds only {points} points")
TAKE = "Take the trick with the {card}: it holds {points} points so far"
TAKE_LEAD = "Take the trick with the {card}: winning it gives you the next lead"
SCHMIER = "Schmier the {card}: your side is taking this trick, so give it your points"
FRIEND_LIKELY = "Play the {card}: your side is probably taking this trick"
NO_POINTS_LOST = "Play the {card}: you can't take this trick, so give away no points"
NO_POINTS = "Play the {card}: it gives away no points"
CHEAPEST = "Play the {card}: you can't take this trick, and it is your cheapest card"
SAVE_HIGHER = "Play the {card}: it saves your higher cards for later tricks"
LEASTER_SHED = ("Play the {card}: in a leaster its {points} points now count against whoever "
                "takes this trick")
LEASTER_DUCK = "Play the {card}: in a leaster, staying out of this trick keeps your points low"
PLAY_ANY = "Play the {card}: played out over the likely deals, this card does best"
