// The waiting room of a friends' table (tables/templates/tables/waiting.html): the seats as
// friends take or leave them, and the table itself once the host starts it. It reads its own
// page again every few seconds and takes the fresh list from it (so every word stays the
// server's, in the reader's language); the list is a polite live region, heard as it changes.
// Once the page is the table's (the game has started), it loads it.

const EVERY_MS = 3000;

const list = /** @type {HTMLElement | null} */ (document.querySelector('[data-testid="seats"]'));

async function refresh() {
  let html;
  try {
    const response = await fetch(window.location.href, { cache: "no-store" });
    if (!response.ok) return;
    html = await response.text();
  } catch {
    return; // offline for a moment: the next round asks again
  }
  const fresh = new DOMParser().parseFromString(html, "text/html").querySelector('[data-testid="seats"]');
  if (!fresh) {
    window.location.reload(); // started (or gone): the server's page says which
    return;
  }
  if (list && fresh.innerHTML !== list.innerHTML) list.replaceChildren(...fresh.childNodes);
}

if (list) setInterval(refresh, EVERY_MS);
