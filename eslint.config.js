// ESLint for the site's JavaScript (make jscheck): the recommended rules everywhere; the
// browser's globals for static/ and every game's static/ (the page's modules), Node's for the
// tests and tools. The catalogue's functions (gettext, …) are no globals here: a module imports them from
// static/tables/i18n.js, which reads them from the page (or falls back to English under Node).
import js from "@eslint/js";
import globals from "globals";

export default [
  { ignores: ["node_modules/", "staticfiles/", "test-results/", ".venv/", "static/drf_spectacular_sidecar/"] },
  js.configs.recommended,
  {
    // `const { ended, ...rest } = view`: the way to leave a field out of a copy.
    rules: { "no-unused-vars": ["error", { ignoreRestSiblings: true }] },
  },
  {
    files: ["static/**/*.js", "*/static/**/*.js"],
    languageOptions: { ecmaVersion: 2022, sourceType: "module", globals: globals.browser },
  },
  {
    files: ["**/*.mjs", "eslint.config.js"],
    languageOptions: { ecmaVersion: 2022, sourceType: "module", globals: globals.node },
  },
];
