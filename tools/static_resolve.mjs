// @ts-check
// The resolve hook that tools/static_paths.mjs registers (see there for why).
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** The folders Django's finders read, in their order: static/, then every <app>/static/. */
const STATIC_ROOTS = [
  path.join(ROOT, "static"),
  ...readdirSync(ROOT, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith(".") && entry.name !== "node_modules")
    .map((entry) => path.join(ROOT, entry.name, "static"))
    .filter((folder) => existsSync(folder))
    .sort(),
];

/** Where `file` lies in the served tree ("shakipesh/renderer.js"), or null outside it. */
function servedPath(file) {
  for (const root of STATIC_ROOTS) {
    if (file.startsWith(root + path.sep)) return path.relative(root, file);
  }
  return null;
}

/**
 * @param {string} specifier
 * @param {{ parentURL?: string }} context
 * @param {(specifier: string, context: object) => Promise<object>} next
 */
export async function resolve(specifier, context, next) {
  try {
    return await next(specifier, context);
  } catch (error) {
    const parent = context.parentURL?.startsWith("file:") ? fileURLToPath(context.parentURL) : null;
    const served = parent && specifier.startsWith(".") ? servedPath(parent) : null;
    if (served === null || /** @type {{ code?: string }} */ (error).code !== "ERR_MODULE_NOT_FOUND") throw error;
    const wanted = path.join(path.dirname(served), specifier);
    for (const root of STATIC_ROOTS) {
      const candidate = path.join(root, wanted);
      if (existsSync(candidate)) return next(pathToFileURL(candidate).href, context);
    }
    throw error;
  }
}
