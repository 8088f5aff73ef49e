// The lobby: each game's tile starts a practice table through the API with the choices made
// in its Options disclosure (the computer players' level, the number of players as the chosen
// variant allows, the game's options), open or shut, remembered per game in this browser; the
// strip of today's dailies counts down to the next daily.
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

  const button = /** @type {HTMLButtonElement | null} */ (card.querySelector("[data-new-game]"));
  if (!button) continue;
  const note = document.getElementById(button.getAttribute("aria-describedby") || "");
  const say = (text, error = false) => {
    if (!note) return;
    note.textContent = text;
    note.classList.toggle("error-text", error);
  };
  button.disabled = false;
  button.addEventListener("click", async () => {
    const chosen = setup(card);
    if (chosen.error) {
      say(chosen.error, true);
      // The bad input may be folded away in the tile's Options: open them to show it.
      const folded = chosen.input.closest("details");
      if (folded) folded.open = true;
      chosen.input.focus();
      return;
    }
    button.disabled = true;
    button.setAttribute("aria-busy", "true");
    say(gettext("Setting up a table…"));
    try {
      await startNewGame(game, { url: button.dataset.url || "/api/tables/", ...chosen });
    } catch (error) {
      button.disabled = false;
      button.removeAttribute("aria-busy");
      say(error.message, true);
    }
  });
}

// The next daily's start in the reader's own time, and the countdowns to it.
showLocalTimes();
startCountdowns();
