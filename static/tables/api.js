// Small helpers for talking to the tables API: the CSRF token, JSON POSTs, new games and
// rematches.

import { gettext } from "./i18n.js";

/** The page's CSRF token: base.html's <meta name="csrf-token"> (the cookie is HttpOnly, out
 * of scripts' reach), else a form's hidden input. */
export function csrfToken() {
  const meta = /** @type {HTMLMetaElement | null} */ (document.querySelector('meta[name="csrf-token"]'));
  if (meta && meta.content) return meta.content;
  const input = /** @type {HTMLInputElement | null} */ (document.querySelector("input[name=csrfmiddlewaretoken]"));
  return input ? input.value : "";
}

/**
 * POST `body` as JSON; resolves with the status and the answer's JSON (null when it is none),
 * rejects when the server cannot be reached.
 * @param {string} url
 * @param {unknown} body
 * @returns {Promise<{ status: number, ok: boolean, data: any }>}
 */
export async function postJSON(url, body) {
  const response = await fetch(url, {
    method: "POST",
    credentials: "same-origin",
    headers: {
      "Content-Type": "application/json",
      Accept: "application/json",
      "X-CSRFToken": csrfToken(),
    },
    body: JSON.stringify(body),
  });
  let data = null;
  try { data = await response.json(); } catch { /* not JSON */ }
  return { status: response.status, ok: response.ok, data };
}

/**
 * Start a new game of `game` and go to its table; throws with a message on failure. `level`
 * is one level for every computer; `seats`, `options` and `levels` (one per computer seat)
 * repeat a table's set-up and are sent only when known; `others`, for a friends' table, says
 * each other seat ("friend" or a level).
 * @param {string} game
 * @param {{ url?: string, mode?: string, level?: string, seats?: number, options?: object,
 *   levels?: (string | null | undefined)[], others?: string[] }} [setUp]
 * @returns {Promise<boolean>}
 */
export async function startNewGame(game, {
  url = "/api/tables/", mode = "practice", level, seats, options, levels, others,
} = {}) {
  /** @type {{ game: string, mode: string, level?: string, seats?: number, options?: object, levels?: unknown[], others?: string[] }} */
  const body = { game, mode };
  // A friends' table: each seat after the host's, "friend" or a computer's level.
  if (Array.isArray(others) && others.length) body.others = others;
  if (level) body.level = level;
  if (Number.isInteger(seats)) body.seats = seats;
  if (options && typeof options === "object") body.options = options;
  if (Array.isArray(levels) && levels.length && levels.every(Boolean)) body.levels = levels;
  return goToTable(url, body, gettext("Could not start a new game. Please try again."));
}

/**
 * POST `body` to `url`, which answers with a table, and go to it; throws with the server's
 * message, or `failed` when it gave none.
 * @param {string} url
 * @param {object} body
 * @param {string} failed
 * @returns {Promise<boolean>}
 */
async function goToTable(url, body, failed) {
  let result;
  try {
    result = await postJSON(url, body);
  } catch {
    throw new Error(gettext("Could not reach the server. Check your connection and try again."));
  }
  const { ok, data } = result;
  if (ok && data && data.url) {
    window.location.assign(data.url);
    return true;
  }
  const message = data && data.error && data.error.message;
  throw new Error(message ? capitalise(message) : failed);
}

/**
 * The rematch of a finished friends' table (made now, or by whoever asked first) and on to
 * it; throws with a message on failure.
 * @param {string} tableId
 * @returns {Promise<boolean>}
 */
export async function goToRematch(tableId) {
  return goToTable(`/api/tables/${tableId}/rematch/`, {},
    gettext("Could not start the rematch. Please try again."));
}

/** @param {string} text */
function capitalise(text) {
  return text[0].toUpperCase() + text.slice(1);
}
