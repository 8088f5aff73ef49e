// How a finished deal scored, in sentences a new player understands (S16–S19), built from
// the result the server sends (sheepshead/engine/views.py result_view): base, alone,
// side_points/defender_points (null for a seat that may not know them, S10), side_tricks,
// points_hidden, leaster, winner, points (a leaster's card points per seat), tricks.
//
// One whole sentence per case, so that a translator may reorder it. The server decides what
// a seat may be told; these words say only what the result holds: a seat that may not know
// the points reads the band (which the public scores give away) and the tricks instead.
// Pure (no DOM), so node can test it.

import { gettext, interpolate, listWords, ngettext, pgettext } from "../tables/ui.js";

/** What happened when the points may be told, by the base (S17). */
function withPoints(base, alone, side, defenders) {
  const say = (format) => interpolate(format, { side, defenders }, true);
  if (side === 60) {
    return alone ? gettext("The picker played alone, took 60 points and lost: 60 to 60 is a loss.")
      : gettext("The picker's side took 60 points and lost: 60 to 60 is a loss.");
  }
  if (alone) {
    switch (base) {
      case 1: return say(ngettext("The picker played alone, took %(side)s point and won.",
        "The picker played alone, took %(side)s points and won.", side));
      case 2: return say(ngettext(
        "The picker played alone, took %(side)s point and won with schneider: the defenders took "
          + "only %(defenders)s (29 or fewer).",
        "The picker played alone, took %(side)s points and won with schneider: the defenders took "
          + "only %(defenders)s (29 or fewer).", side));
      case 3: return gettext("The picker played alone, took every trick, all 120 points, and won "
        + "with schwarz.");
      case -2: return say(ngettext("The picker played alone, took %(side)s point and lost: 61 were needed.",
        "The picker played alone, took %(side)s points and lost: 61 were needed.", side));
      case -4: return say(ngettext(
        "The picker played alone, took only %(side)s point and lost with schneider (30 or fewer).",
        "The picker played alone, took only %(side)s points and lost with schneider (30 or fewer).", side));
      default: return gettext("The picker played alone, took no trick and lost with schwarz.");
    }
  }
  switch (base) {
    case 1: return say(ngettext("The picker's side took %(side)s point and won.",
      "The picker's side took %(side)s points and won.", side));
    case 2: return say(ngettext(
      "The picker's side took %(side)s point and won with schneider: the defenders took only "
        + "%(defenders)s (29 or fewer).",
      "The picker's side took %(side)s points and won with schneider: the defenders took only "
        + "%(defenders)s (29 or fewer).", side));
    case 3: return gettext("The picker's side took every trick, all 120 points, and won with schwarz.");
    case -2: return say(ngettext("The picker's side took %(side)s point and lost: it needed 61.",
      "The picker's side took %(side)s points and lost: it needed 61.", side));
    case -4: return say(ngettext(
      "The picker's side took only %(side)s point and lost with schneider (30 or fewer).",
      "The picker's side took only %(side)s points and lost with schneider (30 or fewer).", side));
    default: return gettext("The picker's side took no trick and lost with schwarz.");
  }
}

/**
 * The same when the seat may not know the points (S10): the band the base gives away and
 * the tricks, which are public. Schwarz says no points anyway. ("%(tricks)s of the six
 * tricks": the noun goes with "six", so the count needs no plural forms.)
 */
function withoutPoints(base, alone, tricks) {
  const say = (format) => interpolate(format, { tricks }, true);
  if (base === 3 || base === -6) return withPoints(base, alone, null, null);
  if (alone) {
    switch (base) {
      case 1: return say(gettext("The picker played alone, took %(tricks)s of the six tricks and won "
        + "with between 61 and 90 points."));
      case 2: return say(gettext("The picker played alone, took %(tricks)s of the six tricks and won "
        + "with schneider: the defenders took 29 points or fewer."));
      case -2: return say(gettext("The picker played alone, took %(tricks)s of the six tricks and lost "
        + "with between 31 and 60 points."));
      default: return say(gettext("The picker played alone, took %(tricks)s of the six tricks and lost "
        + "with schneider: 30 points or fewer."));
    }
  }
  switch (base) {
    case 1: return say(gettext("The picker's side took %(tricks)s of the six tricks and won with "
      + "between 61 and 90 points."));
    case 2: return say(gettext("The picker's side took %(tricks)s of the six tricks and won with "
      + "schneider: the defenders took 29 points or fewer."));
    case -2: return say(gettext("The picker's side took %(tricks)s of the six tricks and lost with "
      + "between 31 and 60 points."));
    default: return say(gettext("The picker's side took %(tricks)s of the six tricks and lost with "
      + "schneider: 30 points or fewer."));
  }
}

/** Who pays whom (S18): b is |base|; alone, the picker gets or pays four times b. */
function payment(base, alone) {
  const b = Math.abs(base);
  const values = { b, picker: alone ? 4 * b : 2 * b };
  const say = (format) => interpolate(format, values, true);
  if (alone) {
    return say(base > 0 ? gettext("Each of the four defenders pays %(b)s, so the picker gets %(picker)s.")
      : gettext("The picker pays %(b)s to each of the four defenders, %(picker)s in all."));
  }
  return say(base > 0 ? gettext("Each defender pays %(b)s; the picker gets %(picker)s and the partner %(b)s.")
    : gettext("The picker pays %(picker)s and the partner %(b)s; each defender gets %(b)s."));
}

/** A deal with a picker (S17, S18), and when the points stay hidden, why (S10). */
function pickerWords(result) {
  const alone = Boolean(result.alone);
  const known = typeof result.side_points === "number" && !result.points_hidden;
  const outcome = known
    ? withPoints(result.base, alone, result.side_points, result.defender_points ?? 120 - result.side_points)
    : withoutPoints(result.base, alone, result.side_tricks ?? 0);
  const parts = [outcome, payment(result.base, alone)];
  if (!known) {
    parts.push(gettext("The exact points stay hidden: you never saw the unknown card, and they "
      + "would give away its value."));
  }
  return parts.join(" ");
}

/** A leaster (S19): the winner named ("you" for the person), or the seats that tied. */
function leasterWords(result, words) {
  const points = result.points || [];
  const tricks = result.tricks || [];
  const eligible = points.map((_, seat) => seat).filter((seat) => tricks[seat] > 0);
  const fewest = Math.min(...eligible.map((seat) => points[seat]));
  const winner = result.winner;
  if (typeof winner === "number" && winner >= 0) {
    return words.say(winner,
      gettext("Leaster: you took the fewest points, %(points)s, among the players who took a "
        + "trick. Each other player pays you 1, 4 in all."),
      {
        f: pgettext("a woman", "Leaster: %(name)s took the fewest points, %(points)s, among the players "
          + "who took a trick. Each other player pays 1 to %(name)s, 4 in all."),
        m: pgettext("a man", "Leaster: %(name)s took the fewest points, %(points)s, among the players "
          + "who took a trick. Each other player pays 1 to %(name)s, 4 in all."),
      },
      { points: fewest });
  }
  const tied = eligible.filter((seat) => points[seat] === fewest);
  const others = listWords(tied.filter((seat) => !words.isMe(seat)).map((seat) => words.other(seat)));
  const values = { names: others, points: fewest };
  const format = tied.some((seat) => words.isMe(seat))
    ? gettext("Leaster: you tied with %(names)s for the fewest points, %(points)s, among the "
      + "players who took a trick, so nobody scores.")
    : gettext("Leaster: %(names)s tied for the fewest points, %(points)s, among the players who "
      + "took a trick, so nobody scores.");
  return interpolate(format, values, true);
}

/**
 * A finished deal's result in sentences. words: a Words (words.js), or anything with
 * isMe(seat), other(seat) (a name) and say(seat, mine, theirs, values) (theirs: a string or
 * its forms by gender, {f, m}).
 */
export function explainResult(result, words) {
  if (!result) return "";
  if (result.leaster) return leasterWords(result, words);
  if (typeof result.base !== "number") return "";
  return pickerWords(result);
}
