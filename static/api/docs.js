// /api/docs/ (templates/api_docs.html): Swagger UI draws the site's own OpenAPI description.
// The bundle (drf-spectacular-sidecar's swagger-ui-bundle.js) is loaded before this module
// and defines window.SwaggerUIBundle.

import { csrfToken } from "../tables/api.js";

const root = document.getElementById("api-docs-ui");

// Swagger UI's own dark theme follows the html element's "dark-mode" class: follow the
// person's colour scheme, as the rest of the site does (static/css/site.css).
const dark = window.matchMedia("(prefers-color-scheme: dark)");
const followScheme = () => document.documentElement.classList.toggle("dark-mode", dark.matches);
followScheme();
dark.addEventListener("change", followScheme);

window.SwaggerUIBundle({
  url: root.dataset.specUrl,
  domNode: root,
  layout: "BaseLayout",
  deepLinking: true,
  // The validator badge would load an image from an outside host (and the policy refuses it).
  validatorUrl: null,
  // "Try it out" sends the person's own requests: a POST needs the CSRF token, as the site's
  // own scripts send it.
  requestInterceptor: (request) => {
    if (request.method && request.method.toUpperCase() !== "GET") {
      request.headers["X-CSRFToken"] = csrfToken();
    }
    return request;
  },
});
