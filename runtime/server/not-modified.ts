// Conditional GET: a browser that already holds this version of a file sends its entity tag back
// in If-None-Match, and a 304 with no body tells it to use its copy. Pages are served with
// `max-age=0, must-revalidate`, so every visit of a page asks; without this each answer would be
// the whole file again.

/** Whether an If-None-Match header names `etag` (weak comparison, as RFC 9110 asks for GET). */
export function notModified(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  return header.split(",").some((tag) => tag.trim() === "*" || opaque(tag) === opaque(etag));
}
