// @ts-check
// static/tables/api.js under Node, with stand-in documents: the CSRF token comes from the
// page's <meta name="csrf-token"> (the cookie is HttpOnly), else a form's hidden input, and
// postJSON sends it. Prints "ok" lines.
import assert from "node:assert/strict";
import { csrfToken, postJSON } from "../../static/tables/api.js";

/**
 * A stand-in document with a csrf-token meta and a form's hidden input, each when given.
 * @param {{ meta?: string, input?: string, cookie?: string }} parts
 * @returns {any} as much of a Document as csrfToken reads
 */
function page({ meta, input, cookie = "csrftoken=from-the-cookie" }) {
  return {
    cookie,
    querySelector(selector) {
      if (selector === 'meta[name="csrf-token"]') return meta === undefined ? null : { content: meta };
      if (selector === "input[name=csrfmiddlewaretoken]") return input === undefined ? null : { value: input };
      return null;
    },
  };
}

/** @type {[string, any, string][]} name, document, the token expected */
const cases = [
  ["the meta", page({ meta: "from-the-meta", input: "from-the-input" }), "from-the-meta"],
  ["an empty meta", page({ meta: "", input: "from-the-input" }), "from-the-input"],
  ["no meta", page({ input: "from-the-input" }), "from-the-input"],
  ["nothing but the cookie", page({}), ""],
];
for (const [name, doc, expected] of cases) {
  globalThis.document = doc;
  assert.equal(csrfToken(), expected, name);
  console.log(`ok ${name}`);
}

globalThis.document = page({ meta: "from-the-meta" });
let sent = null;
globalThis.fetch = /** @type {any} */ (async (/** @type {string} */ url, /** @type {any} */ init) => {
  sent = init.headers["X-CSRFToken"];
  return { status: 201, ok: true, json: async () => ({}) };
});
await postJSON("/api/tables/", { game: "sheepshead" });
assert.equal(sent, "from-the-meta");
console.log("ok postJSON sends it");
