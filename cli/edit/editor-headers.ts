// The headers of the editor's answers. Its page may run its own bundle and nothing else; every other
// answer (the API's JSON, a picture, a refusal) carries a policy under which nothing runs at all,
// should a browser ever be made to open it as a page.
//
// Emotion writes the editor's styles into <style> elements as it renders, hence 'unsafe-inline' for
// styles (never for scripts). Nothing is evaluated from text: the checking worker is given the schema
// compiled when the bundle was built, so no policy allows eval (the worker's, which its own response
// carries, neither). Scripts and workers come from /assets/ only, the
// bundle's folder, named with the editor's full origin since a source with a path needs one; public/
// is served at other paths (/public/, /images/, ...), so no file put there can be loaded as a script.

/** Nothing runs: for every answer that is not the editor's page or its scripts. */
export const INERT_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'; sandbox";

// The admin serves the editor at /admin/edit/ (admin-editor.ts): its base is then that folder.
const bundle = (origin: string, base: string) => `${origin}${base}assets/`;

export function pagePolicy(origin: string, base = "/"): string {
  return [
    "default-src 'none'",
    `script-src ${bundle(origin, base)}`,
    `worker-src ${bundle(origin, base)}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "frame-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join("; ");
}

export function workerPolicy(origin: string, base = "/"): string {
  return `default-src 'none'; script-src ${bundle(origin, base)}; connect-src 'self'`;
}

/** Whether the path (below the editor's base, assets/...) is the checking worker's script. */
export const isWorkerScript = (path: string) => /^\/?assets\/check-worker[^/]*\.js$/.test(path);
/** The routes of the editor's own page and scripts (its bundle): declared before public/'s, which never shadows them. */
export const bundleRoutes: readonly string[] = ["/", "/index.html", "/assets/*"];

/** The policy of an answer to `path` (by the route that answers it, if any), for the editor's page at `origin`. */
export function policyFor(route: string | undefined, path: string, origin: string): string {
  if (route === undefined || !bundleRoutes.includes(route)) return INERT_POLICY;
  return isWorkerScript(path) ? workerPolicy(origin) : pagePolicy(origin);
}

/** The headers every answer starts with, under a policy from policyFor (or INERT_POLICY). */
export function editorHeaders(policy: string): Record<string, string> {
  return {
    "content-security-policy": policy,
    "cross-origin-opener-policy": "same-origin",
    "cross-origin-resource-policy": "same-origin",
    "referrer-policy": "no-referrer",
    "x-content-type-options": "nosniff",
    "cache-control": "no-cache",
  };
}
