// The lobby: each game's tile starts a practice table (or, from its Options, a friends' table
// whose seats after the host's each wait for a friend or hold a computer at a level, as many
// as Players says) through the API with the choices made in its Options disclosure (the
// computer players' level, the number of players as the chosen variant allows, the game's
// options), open or shut, remembered per game in this browser; the strip of today's dailies
// counts down to the next daily.
import { startNewGame } from "./tables/api.js";
import { gettext, interpolate } from "./tables/i18n.js";
import { showLocalTimes, startCountdowns } from "./tables/localtime.js";

function remembered(key) {
  try { return localStorage.getItem(key); } catch { return null; }
}

function remember(key, value) {
  try { localStorage.setItem(key, value); } catch { /* private mode: not remembered */ }
}

/** The card's inputs, each with the name it is remembered and sent under. */
function controls(card) {
  const found = [];
  const level = card.querySelector("select[data-level]");
  if (level) found.push({ key: "level", input: level });
  const seats = card.querySelector("select[data-seats]");
  if (seats) found.push({ key: "seats", input: seats });
  for (const input of card.querySelectorAll("[data-option]")) {
    found.push({ key: `option.${input.dataset.option}`, input });
  }
  return found;
}

function restore(game, { key, input }) {
  const saved = remembered(`lobby.${game}.${key}`);
  if (saved === null) return;
  if (input.type === "checkbox") {
    input.checked = saved === "true";
  } else if (input.tagName === "SELECT") {
    if ([...input.options].some((o) => o.value === saved)) input.value = saved;
  } else {
    const before = input.value;
    input.value = saved;
    if (!input.checkValidity()) input.value = before;
  }
}

function valueOf(input) {
  if (input.type === "checkbox") return input.checked;
  if (input.dataset.type === "int") return Number(input.value);
  return input.value;
}

/**
 * Keeps Players to the table sizes the chosen options allow: a choice played by fewer players
 * (Double Sixes: two or three) lists them in data-seats, with its default. The size chosen
 * stays while it is allowed; otherwise it becomes the choice's default, or the game's.
 */
function seatsFollower(card, game) {
  const seats = card.querySelector("select[data-seats]");
  if (!seats) return () => {};
  const every = [...seats.options];
  const gameDefault = (every.find((o) => o.defaultSelected) || every[0]).value;
  return () => {
    let allowed = null;
    let fallback = gameDefault;
    for (const select of card.querySelectorAll("select[data-option]")) {
      const chosen = select.selectedOptions[0];
      if (chosen && chosen.dataset.seats) {
        allowed = chosen.dataset.seats.split(" ");
        fallback = chosen.dataset.defaultSeats;
      }
    }
    const before = seats.value;
    seats.replaceChildren(...every.filter((o) => !allowed || allowed.includes(o.value)));
    seats.value = allowed && !allowed.includes(before) ? fallback : before;
    if (seats.value !== before) remember(`lobby.${game}.seats`, seats.value);
  };
}

/** The players the card's setup seats: Players' choice, or the game's one size. */
function seatCount(card) {
  const seats = /** @type {HTMLSelectElement | null} */ (card.querySelector("select[data-seats]"));
  const button = /** @type {HTMLElement | null} */ (card.querySelector("[data-new-friends]"));
  return Number(seats ? seats.value : button?.dataset.defaultSeats);
}

/**
 * A friends' table's seats after the host's, one a seat: shown as many as Players says (the
 * rest hidden, neither heard nor sent), each remembered.
 */
function otherSeats(card) {
  return [...card.querySelectorAll("[data-other-seat]")].map((label) => ({
    label: /** @type {HTMLElement} */ (label),
    input: /** @type {HTMLSelectElement} */ (label.querySelector("select[data-other]")),
    key: `other.${/** @type {HTMLElement} */ (label).dataset.otherSeat}`,
  }));
}

function showOtherSeats(card) {
  const count = seatCount(card);
  for (const { label } of otherSeats(card)) label.hidden = Number(label.dataset.otherSeat) > count;
}

/** What the friends' seats send: "friend" or a computer's level, for each seat shown. */
function others(card) {
  return otherSeats(card).filter(({ label }) => !label.hidden).map(({ input }) => input.value);
}

/** What New game sends for this card, or an error message for the first bad input. */
function setup(card) {
  const chosen = { options: {} };
  for (const { key, input } of controls(card)) {
    if (!input.checkValidity()) {
      return {
        error: interpolate(gettext("%(field)s: %(problem)s"),
          { field: input.dataset.label || key, problem: input.validationMessage }, true),
        input,
      };
    }
    if (key === "level") chosen.level = input.value;
    else if (key === "seats") chosen.seats = Number(input.value);
    else chosen.options[input.dataset.option] = valueOf(input);
  }
  if (!Object.keys(chosen.options).length) delete chosen.options;
  return chosen;
}

for (const card of /** @type {NodeListOf<HTMLElement>} */ (document.querySelectorAll("[data-game-card]"))) {
  const game = card.dataset.gameCard;
  const followSeats = seatsFollower(card, game);
  for (const control of controls(card)) {
    restore(game, control);
    const { key, input } = control;
    input.addEventListener("change", () => {
      remember(`lobby.${game}.${key}`, input.type === "checkbox" ? String(input.checked) : input.value);
      if (input.matches("select[data-option]")) followSeats();
    });
  }
  // After the remembered choices: a size remembered with another variant may not fit this one.
  followSeats();
  for (const seat of otherSeats(card)) {
    restore(game, seat);
    seat.input.addEventListener("change", () => remember(`lobby.${game}.${seat.key}`, seat.input.value));
  }
  showOtherSeats(card);
  // Players (chosen, or moved by the variant) says how many seats a friends' table has.
  card.querySelector("[data-game-options]")?.addEventListener("change", () => showOtherSeats(card));

  const button = /** @type {HTMLButtonElement | null} */ (card.querySelector("[data-new-game]"));
  if (!button) continue;
  const note = document.getElementById(button.getAttribute("aria-describedby") || "");
  const say = (text, error = false) => {
    if (!note) return;
    note.textContent = text;
    note.classList.toggle("error-text", error);
  };
  /** Start a table from this card's setup; `friends`: at a friends' table, its seats as chosen. */
  const start = async (/** @type {HTMLButtonElement} */ pressed, friends = false) => {
    const chosen = setup(card);
    if (chosen.error) {
      say(chosen.error, true);
      // The bad input may be folded away in the tile's Options: open them to show it.
      const folded = chosen.input.closest("details");
      if (folded) folded.open = true;
      chosen.input.focus();
      return;
    }
    if (friends) Object.assign(chosen, { mode: "friends", others: others(card) });
    pressed.disabled = true;
    pressed.setAttribute("aria-busy", "true");
    say(gettext("Setting up a table…"));
    try {
      await startNewGame(game, { url: button.dataset.url || "/api/tables/", ...chosen });
    } catch (error) {
      pressed.disabled = false;
      pressed.removeAttribute("aria-busy");
      say(error.message, true);
    }
  };
  button.disabled = false;
  button.addEventListener("click", () => start(button));
  const withFriends = /** @type {HTMLButtonElement | null} */ (card.querySelector("[data-new-friends]"));
  if (withFriends) {
    withFriends.disabled = false;
    withFriends.addEventListener("click", () => start(withFriends, true));
  }
}

// The next daily's start in the reader's own time, and the countdowns to it.
showLocalTimes();
startCountdowns();
