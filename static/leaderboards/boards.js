// Board pages: copy the share text, and count down to the next daily.

const share = document.querySelector("[data-share]");
if (share) {
  const text = document.querySelector("[data-share-text]");
  const status = document.querySelector("[data-share-status]");
  share.addEventListener("click", async () => {
    try {
      await navigator.clipboard.writeText(text.value);
      status.textContent = "Copied. Paste it anywhere.";
    } catch {
      // No clipboard (an insecure page, say): select the text so it can be copied by hand.
      text.focus();
      text.select();
      status.textContent = "Selected: copy it with your keyboard or menu.";
    }
  });
}

const countdown = document.querySelector("[data-countdown]");
const left = document.querySelector("[data-countdown-left]");
if (countdown && left) {
  const target = new Date(countdown.getAttribute("datetime"));
  const tick = () => {
    const minutes = Math.max(0, Math.ceil((target - Date.now()) / 60000));
    const hours = Math.floor(minutes / 60);
    left.textContent = hours ? `${hours} h ${minutes % 60} min` : `${minutes} min`;
  };
  tick();
  setInterval(tick, 30000);
}
