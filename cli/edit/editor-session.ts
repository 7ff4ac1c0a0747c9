// Who may use the editor's API: the browser that opened the address `pages edit` printed. That
// address carries a one-time code after its `#` (which browsers never send in a request, so it is in
// no proxy's log); the page posts it once to /api/session and gets a session cookie in exchange
// (HttpOnly, so no script reads it; SameSite=Strict, so no other site's page sends it). A code works
// once: the address left in the browser's history, or copied from the terminal later, opens nothing.
// Codes and sessions are random 256-bit values, kept only as their SHA-256 hashes, and all of them
// end when the editor stops.
import { createHash, randomBytes } from "node:crypto";

/** What the editor says when a code or a session is refused, to someone who is not a developer. */
export const sessionMessages = {
  used:
    "This address was already used. Open the editor in the browser where you first opened it, " +
    "or use the new address printed in the terminal where the editor runs.",
  unknown: "This address does not open the editor that is running now (it may be from an earlier start). Use the address printed in the terminal.",
  signedOut:
    "This browser is not signed in to the editor that is running now (the editor was never opened here, or it was restarted since). " +
    "Open the address printed in the terminal where the editor runs.",
} as const;

export type Exchange =
  /** The code was good: here is the new session, for the cookie. */
  | { status: "signed-in"; session: string }
  /** The code was used before, by the browser asking, which already has a session. */
  | { status: "already-signed-in" }
  | { status: "used" }
  | { status: "unknown" };

export interface EditorSessions {
  /** A new one-time code, for an address to print. */
  newCode(): string;
  /** Exchanges a code for a session; `current` is the session the request already carries, if any. */
  exchange(code: string, current: string | undefined): Exchange;
  isSession(value: string | undefined): boolean;
}

const random = () => randomBytes(32).toString("base64url");
const hashOf = (value: string) => createHash("sha256").update(value).digest("base64url");

/** `onCodeUsed` is told each time a code is spent, so `pages edit` can print a fresh address for another browser. */
export function editorSessions({ onCodeUsed }: { onCodeUsed?: () => void } = {}): EditorSessions {
  // A code's hash and whether it was spent; a spent one is kept to tell "used" from "unknown".
  const codes = new Map<string, "fresh" | "used">();
  const sessions = new Set<string>();
  const isSession = (value: string | undefined) => value !== undefined && sessions.has(hashOf(value));
  return {
    newCode() {
      const code = random();
      codes.set(hashOf(code), "fresh");
      return code;
    },
    exchange(code, current) {
      const key = hashOf(code);
      const state = codes.get(key);
      if (state === undefined) return { status: "unknown" };
      if (state === "used") return isSession(current) ? { status: "already-signed-in" } : { status: "used" };
      codes.set(key, "used");
      onCodeUsed?.();
      // A browser that had a session gets a new one all the same: the old value is dropped.
      if (current !== undefined) sessions.delete(hashOf(current));
      const session = random();
      sessions.add(hashOf(session));
      return { status: "signed-in", session };
    },
    isSession,
  };
}

/**
 * The cookie's name: one per port, since browsers keep cookies by host name alone and two editors
 * on one computer (ports 4400 and 4401) must not overwrite each other's. On https it carries the
 * `__Host-` prefix, which makes the browser insist on Secure, Path=/ and no Domain.
 */
export function sessionCookieName(port: number, secure: boolean): string {
  return `${secure ? "__Host-" : ""}pages-edit-${port}`;
}
