// The path a request asks for, read as a browser reads an address: `..` and `%2e%2e` segments
// resolved, still percent-encoded. The servers route by it (Fastify's rewriteUrl) and look files up
// by it, so /api/x/%2e%2e/leads is the lead endpoint and no dot segment reaches the file resolver.

/** The path of a request target, or null when it is not one (`//`, which no browser sends). */
export function pathOf(target: string): string | null {
  try {
    return new URL(target, "http://localhost").pathname;
  } catch {
    return null;
  }
}

/**
 * What the router is given for a request target: its path (and query) as pathOf reads it. A path
 * whose escapes do not decode (`/%`, overlong UTF-8) is routed by its letters, `%` taken as a
 * character, so it reaches the routes and their checks like any other; what it names is still
 * read from the request's original target (pathOf), where it decodes to nothing.
 */
export function routedUrl(target: string): string {
  const path = pathOf(target);
  if (path === null) return target;
  const query = target.indexOf("?");
  let routed = path;
  try {
    decodeURIComponent(path);
  } catch {
    routed = path.replaceAll("%", "%25");
  }
  return query === -1 ? routed : `${routed}${target.slice(query)}`;
}
