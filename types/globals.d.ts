// What the page gives the site's scripts besides the DOM, for the type check (tsconfig.json).
// Nothing here is loaded by a browser: it only describes what base.html and the templates
// define before the modules run.

// Django's JavaScript catalogue (django.views.i18n.JavaScriptCatalog, /jsi18n/), which
// base.html loads before every module. Declared as possibly missing: under Node (the tests)
// there is none. Only static/tables/i18n.js reads them, through globalThis, and falls back to
// the English text; every other module imports its functions from there (ESLint, which knows
// no such globals, fails a bare call).
declare var gettext: ((msgid: string) => string) | undefined;
declare var ngettext: ((singular: string, plural: string, count: number) => string) | undefined;
declare var pgettext: ((context: string, msgid: string) => string) | undefined;
declare var npgettext:
  | ((context: string, singular: string, plural: string, count: number) => string)
  | undefined;
declare var interpolate:
  | ((format: string, values: Record<string, unknown> | unknown[], named?: boolean) => string)
  | undefined;

interface Window {
  /** The table page's client (static/tables/client.js), for debugging and the browser tests. */
  tableClient?: unknown;
  /** Swagger UI, which templates/api_docs.html loads before static/api/docs.js. */
  SwaggerUIBundle?: (options: Record<string, unknown>) => unknown;
}
