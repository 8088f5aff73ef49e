// The lobby: the New game button starts a practice table through the API.
import { startNewGame } from "./tables/api.js";

for (const button of document.querySelectorAll("[data-new-game]")) {
  button.disabled = false;
  button.addEventListener("click", async () => {
    const note = document.getElementById(button.getAttribute("aria-describedby") || "");
    button.disabled = true;
    button.setAttribute("aria-busy", "true");
    if (note) note.textContent = "Setting up a table…";
    try {
      await startNewGame(button.dataset.newGame || "sheepshead", {
        url: button.dataset.url || "/api/tables/",
      });
    } catch (error) {
      button.disabled = false;
      button.removeAttribute("aria-busy");
      if (note) {
        note.textContent = error.message;
        note.classList.add("error-text");
      }
    }
  });
}
