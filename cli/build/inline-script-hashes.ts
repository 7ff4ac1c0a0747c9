// The CSP source expressions ('sha256-...') of the scripts written into a page, which the browser
// runs only when the Content-Security-Policy names their hash (cli/build/security-headers.ts).
import { createHash } from "node:crypto";

const scriptTag = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
/** Scripts of these types run; others (application/json, application/ld+json) are data, which CSP leaves alone. */
const runnable = /^(?:|module|text\/javascript|application\/javascript)$/i;

export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes = "", text = ""] of html.matchAll(scriptTag)) {
    if (/\ssrc\s*=/i.test(` ${attributes}`)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1] ?? "";
    if (!runnable.test(type.trim())) continue;
    // The hash of the text exactly as written between the tags, as the browser computes it.
    hashes.push(`'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`);
  }
  return hashes;
}
