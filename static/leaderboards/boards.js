// Board pages: share the result, show finish times in the person's own time, and count down
// to the next daily. Every word shown comes from the page (data attributes), where the
// server keeps them, except the countdown's units (the catalogue's).
import { gettext, interpolate } from "../tables/i18n.js";
import { shareText } from "./share.js";

const share = document.querySelector("[data-share]");
if (share) {
  const text = document.querySelector("[data-share-text]");
  const status = document.querySelector("[data-share-status]");
  share.addEventListener("click", async () => {
    status.textContent = "";
    const outcome = await shareText(text.value);
    if (outcome === "shared") status.textContent = share.dataset.shared;
    else if (outcome === "copied") status.textContent = share.dataset.copied;
    else if (outcome === "failed") {
      // No clipboard (an insecure page, say): select the text so it can be copied by hand.
      text.focus();
      text.select();
      status.textContent = share.dataset.selected;
    }
    status.classList.toggle("is-done", outcome === "shared" || outcome === "copied");
  });
}

// Finish times arrive as "08:11 UTC"; shown in the person's own time when the browser can
// say it, with the column's heading saying so. Without script the UTC text stays.
const times = document.querySelectorAll("time[data-local-time]");
if (times.length && typeof Intl === "object") {
  const format = new Intl.DateTimeFormat(undefined, { hour: "2-digit", minute: "2-digit" });
  for (const time of times) {
    const when = new Date(time.getAttribute("datetime"));
    if (Number.isNaN(when.getTime())) continue;
    time.title = time.textContent;  // the UTC time stays at hand
    time.textContent = format.format(when);
  }
  for (const heading of document.querySelectorAll("th[data-local-label]")) {
    heading.textContent = heading.dataset.localLabel;
  }
}

const countdown = document.querySelector("[data-countdown]");
const left = document.querySelector("[data-countdown-left]");
if (countdown && left) {
  const target = new Date(countdown.getAttribute("datetime"));
  const tick = () => {
    const minutes = Math.max(0, Math.ceil((target - Date.now()) / 60000));
    const hours = Math.floor(minutes / 60);
    left.textContent = hours
      ? interpolate(gettext("%(hours)s h %(minutes)s min"), { hours, minutes: minutes % 60 }, true)
      : interpolate(gettext("%(minutes)s min"), { minutes }, true);
  };
  tick();
  setInterval(tick, 30000);
}
