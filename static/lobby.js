// The lobby: the New game button starts a practice table through the API, with the computer
// players' level chosen in the select beside it (remembered in this browser).
import { startNewGame } from "./tables/api.js";

const LEVEL_KEY = "tables.level";
const levelSelect = document.querySelector("select[data-level]");
if (levelSelect) {
  const saved = localStorage.getItem(LEVEL_KEY);
  if (saved && [...levelSelect.options].some((o) => o.value === saved)) levelSelect.value = saved;
  levelSelect.addEventListener("change", () => localStorage.setItem(LEVEL_KEY, levelSelect.value));
}

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
        level: levelSelect ? levelSelect.value : undefined,
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
