// A version seen before it goes live, by the person who asked: /admin/preview/<version>/ gives
// their browser a cookie naming a random token, and while it lasts `pages serve` answers that
// browser (and only it) from the version's folder, every page, picture and script, at the site's
// own addresses, so links and scripts work as they will once live. Tokens live in this process's
// memory and for half an hour; what a preview answers is never kept by a cache (no-store).
import { randomBytes } from "node:crypto";
import fastifyCookie from "@fastify/cookie";

export const PREVIEW_COOKIE = "pages_preview";
export const PREVIEW_MS = 30 * 60 * 1000;

export class Previews {
  private readonly tokens = new Map<string, { version: string; until: number }>();
  private readonly now: () => number;

  constructor(now = () => Date.now()) {
    this.now = now;
  }

  /** A new token for a version: the cookie's value. */
  start(version: string): string {
    const now = this.now();
    for (const [token, preview] of this.tokens) if (preview.until <= now) this.tokens.delete(token);
    const token = randomBytes(32).toString("base64url");
    this.tokens.set(token, { version, until: now + PREVIEW_MS });
    return token;
  }

  /** The version a request's cookies ask to preview, or null (none, an unknown token, one run out). */
  versionFor(cookieHeader: string | undefined): string | null {
    if (!cookieHeader || !cookieHeader.includes(PREVIEW_COOKIE)) return null;
    const token = fastifyCookie.parse(cookieHeader)[PREVIEW_COOKIE];
    const preview = token === undefined ? undefined : this.tokens.get(token);
    if (!preview) return null;
    if (preview.until <= this.now()) {
      this.tokens.delete(token!);
      return null;
    }
    return preview.version;
  }

  /** Ends the preview a request's cookies name. */
  end(cookieHeader: string | undefined): void {
    const token = cookieHeader ? fastifyCookie.parse(cookieHeader)[PREVIEW_COOKIE] : undefined;
    if (token !== undefined) this.tokens.delete(token);
  }
}
