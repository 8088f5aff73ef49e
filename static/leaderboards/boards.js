// Board pages: share the result, show finish times in the person's own time, and count down
// to the next daily. Every word shown comes from the page (data attributes), where the
// server keeps them, except the countdown's units (the catalogue's, in tables/localtime.js).
import { showLocalTimes, startCountdowns } from "../tables/localtime.js";
import { shareText } from "./share.js";

const share = /** @type {HTMLButtonElement | null} */ (document.querySelector("[data-share]"));
if (share) {
  // The board's template puts the text and its status line beside the button.
  const text = /** @type {HTMLTextAreaElement} */ (document.querySelector("[data-share-text]"));
  const status = /** @type {HTMLElement} */ (document.querySelector("[data-share-status]"));
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

// Finish times and the next daily's start in the person's own time (the headings say so);
// without script the UTC text stays. Then the countdown to the next daily.
showLocalTimes();
startCountdowns();
