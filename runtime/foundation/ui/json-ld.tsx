// Structured data for search engines (written into the head by the prerender: runtime/app/structured-data.ts),
// and the data script of each page. The JSON is escaped so no text in pages.json can close the
// script element or open a comment inside it.

export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
