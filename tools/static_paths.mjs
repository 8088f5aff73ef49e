// @ts-check
// The site's static files as Django serves them, for Node: the shared kit lies in static/ and
// each game's files in <game>/static/<game>/, yet the browser sees them in one tree under
// /static/, so a game's module imports the kit by a path relative to that tree
// ("../tables/table.js"). Node resolves a relative import against the file's own folder; this
// hook tries the other static folders when that fails, in the order Django's finders look
// (static/ first, then the apps' static/ folders). Loaded with `node --import
// ./tools/static_paths.mjs` (tools/node.py and `make jscheck` do).
import { register } from "node:module";

register("./static_resolve.mjs", import.meta.url);
