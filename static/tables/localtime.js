// Times in the reader's own clock and language: the server writes them in UTC (what a page
// without script keeps), and the browser, which knows the reader's time zone, rewrites them.
//   <time datetime="…" data-local-time>08:11 UTC</time>        → "09:11"
//   <time datetime="…" data-local-time="zone">00:00 UTC</time> → "01:00 CET"
//   <time datetime="…" data-countdown><span data-countdown-left>…</span></time>: time left
import { gettext, interpolate, pageLanguage } from "./i18n.js";

/** @param {ParentNode} [root] */
export function showLocalTimes(root = document) {
  if (typeof Intl !== "object") return;
  const plain = new Intl.DateTimeFormat(pageLanguage(), { hour: "2-digit", minute: "2-digit" });
  const zoned = new Intl.DateTimeFormat(pageLanguage(),
    { hour: "2-digit", minute: "2-digit", timeZoneName: "short" });
  for (const time of /** @type {NodeListOf<HTMLTimeElement>} */ (root.querySelectorAll("time[data-local-time]"))) {
    const when = new Date(/** @type {string} */ (time.getAttribute("datetime")));
    if (Number.isNaN(when.getTime())) continue;
    time.title = time.textContent;  // the UTC time stays at hand
    time.textContent = (time.dataset.localTime === "zone" ? zoned : plain).format(when);
  }
  for (const heading of /** @type {NodeListOf<HTMLElement>} */ (root.querySelectorAll("[data-local-label]"))) {
    heading.textContent = /** @type {string} */ (heading.dataset.localLabel);
  }
}

/** "3 h 20 min" to ``target``, in the page's language, never below zero.
 * @param {Date | number} target
 * @param {number} [now]
 * @returns {string}
 */
export function timeLeft(target, now = Date.now()) {
  const minutes = Math.max(0, Math.ceil((Number(target) - now) / 60000));
  const hours = Math.floor(minutes / 60);
  return hours
    ? interpolate(gettext("%(hours)s h %(minutes)s min"), { hours, minutes: minutes % 60 }, true)
    : interpolate(gettext("%(minutes)s min"), { minutes }, true);
}

/** Keep every countdown on the page current (twice a minute is enough for minutes). */
/** @param {ParentNode} [root] */
export function startCountdowns(root = document) {
  const countdowns = [...root.querySelectorAll("[data-countdown]")]
    .map((time) => ({ target: new Date(/** @type {string} */ (time.getAttribute("datetime"))),
      left: time.querySelector("[data-countdown-left]") }))
    .filter(/** @returns {countdown is { target: Date, left: Element }} */ (countdown) => Boolean(countdown.left));
  const tick = () => {
    for (const { target, left } of countdowns) left.textContent = timeLeft(target);
  };
  if (!countdowns.length) return;
  tick();
  setInterval(tick, 30000);
}
