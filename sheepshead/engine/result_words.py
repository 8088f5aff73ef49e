"""How a finished deal scored, in sentences a new player understands (S16–S19).

Every sentence is written whole here, one per case, so a later translation can reorder it.
``views.result_view`` decides what a seat may be told (the points, or only the band the
scores already give away); this module only words it. A seat is named "seat N": the client
turns that into "you" or the player's name, so a seat never starts a sentence and no verb
follows one ("seat 2 takes" would become "you takes").
"""

from __future__ import annotations

from collections.abc import Sequence

# What happened, by (alone, base). "{side}" and "{defenders}" are card points, "{tricks}" the
# tricks the picker's side took. The base fixes the band the points fell in (S17), and the
# scores show the base to every seat, so the band words are safe to say to anyone.
OUTCOME_WITH_POINTS = {
    (False, 1): "The picker's side took {side} points and won.",
    (False, 2): "The picker's side took {side} points and won with schneider: the defenders "
                "took only {defenders} (29 or fewer).",
    (False, 3): "The picker's side took every trick, all 120 points, and won with schwarz.",
    (False, -2): "The picker's side took {side} points and lost: it needed 61.",
    (False, -4): "The picker's side took only {side} points and lost with schneider (30 or "
                 "fewer).",
    (False, -6): "The picker's side took no trick and lost with schwarz.",
    (True, 1): "The picker played alone, took {side} points and won.",
    (True, 2): "The picker played alone, took {side} points and won with schneider: the "
               "defenders took only {defenders} (29 or fewer).",
    (True, 3): "The picker played alone, took every trick, all 120 points, and won with "
               "schwarz.",
    (True, -2): "The picker played alone, took {side} points and lost: 61 were needed.",
    (True, -4): "The picker played alone, took only {side} points and lost with schneider (30 "
                "or fewer).",
    (True, -6): "The picker played alone, took no trick and lost with schwarz.",
}
# 60–60 is a loss (S17): said in so many words, since it surprises new players.
SIXTY_SIXTY = {
    False: "The picker's side took 60 points and lost: 60 to 60 is a loss.",
    True: "The picker played alone, took 60 points and lost: 60 to 60 is a loss.",
}
# The same when the seat may not learn the points (S10): the band and the tricks only.
OUTCOME_WITHOUT_POINTS = {
    (False, 1): "The picker's side took {tricks} of the six tricks and won with between 61 "
                "and 90 points.",
    (False, 2): "The picker's side took {tricks} of the six tricks and won with schneider: "
                "the defenders took 29 points or fewer.",
    (False, 3): OUTCOME_WITH_POINTS[False, 3],
    (False, -2): "The picker's side took {tricks} of the six tricks and lost with between 31 "
                 "and 60 points.",
    (False, -4): "The picker's side took {tricks} of the six tricks and lost with schneider: "
                 "30 points or fewer.",
    (False, -6): OUTCOME_WITH_POINTS[False, -6],
    (True, 1): "The picker played alone, took {tricks} of the six tricks and won with "
               "between 61 and 90 points.",
    (True, 2): "The picker played alone, took {tricks} of the six tricks and won with "
               "schneider: the defenders took 29 points or fewer.",
    (True, 3): OUTCOME_WITH_POINTS[True, 3],
    (True, -2): "The picker played alone, took {tricks} of the six tricks and lost with "
                "between 31 and 60 points.",
    (True, -4): "The picker played alone, took {tricks} of the six tricks and lost with "
                "schneider: 30 points or fewer.",
    (True, -6): OUTCOME_WITH_POINTS[True, -6],
}
# Who pays whom (S18), by (alone, the picker's side won). "{b}" is |base|.
PAYMENT = {
    (False, True): "Each defender pays {b}; the picker gets {picker} and the partner {b}.",
    (False, False): "The picker pays {picker} and the partner {b}; each defender gets {b}.",
    (True, True): "Each of the four defenders pays {b}, so the picker gets {picker}.",
    (True, False): "The picker pays {b} to each of the four defenders, {picker} in all.",
}
POINTS_HIDDEN = ("The exact points stay hidden: you never saw the unknown card, and they would "
                 "give away its value.")

LEASTER_WON = ("Leaster: seat {winner} took the fewest points, {points}, among the players who "
               "took a trick. Each other player pays 1 to seat {winner}, 4 in all.")
LEASTER_TIED = ("Leaster: {seats} tied for the fewest points, {points}, among the players who "
                "took a trick, so nobody scores.")
AND = "{rest} and {last}"
SEAT = "seat {seat}"


def picker_words(base: int, alone: bool, side_points: int | None, side_tricks: int) -> str:
    """The result of a deal with a picker (S17, S18). ``side_points`` is None when the seat
    may not know them (S10): then the band and the tricks are said instead, and why."""
    if side_points is None:
        outcome = OUTCOME_WITHOUT_POINTS[alone, base].format(tricks=side_tricks)
    elif side_points == 60:
        outcome = SIXTY_SIXTY[alone]
    else:
        outcome = OUTCOME_WITH_POINTS[alone, base].format(
            side=side_points, defenders=120 - side_points)
    b = abs(base)
    payment = PAYMENT[alone, base > 0].format(b=b, picker=4 * b if alone else 2 * b)
    parts = [outcome, payment]
    if side_points is None:
        parts.append(POINTS_HIDDEN)
    return " ".join(parts)


def leaster_words(winner: int, points: Sequence[int], tricks: Sequence[int]) -> str:
    """The result of a leaster (S19): ``winner`` -1 on a tie for the fewest points."""
    eligible = [seat for seat in range(len(points)) if tricks[seat] > 0]
    fewest = min(points[seat] for seat in eligible)
    if winner >= 0:
        return LEASTER_WON.format(winner=winner, points=fewest)
    tied = [SEAT.format(seat=seat) for seat in eligible if points[seat] == fewest]
    seats = AND.format(rest=", ".join(tied[:-1]), last=tied[-1])
    return LEASTER_TIED.format(seats=seats, points=fewest)


__all__ = ["leaster_words", "picker_words"]
