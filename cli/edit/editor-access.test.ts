import { describe, expect, it } from "vitest";
import { editorAddress, parsePublicUrl, printedAddress } from "./editor-access.ts";
import { editorSessions, sessionCookieName } from "./editor-session.ts";

describe("--public-url", () => {
  it("takes the address a reverse proxy is reached at", () => {
    for (const text of ["https://edit.example.com", "https://edit.example.com/", "http://10.0.0.5:8080"]) expect(parsePublicUrl(text).ok, text).toBe(true);
  });

  it("refuses what is not one, saying what to give instead", () => {
    for (const text of [
      "edit.example.com",
      "ftp://edit.example.com",
      "https://user:secret@edit.example.com",
      "https://example.com/edit/",
      "https://edit.example.com/?a",
      "https://edit.example.com/#x",
    ]) {
      const parsed = parsePublicUrl(text);
      expect(parsed, text).toMatchObject({ ok: false, error: expect.stringContaining("such as https://edit.example.com") });
    }
  });

  it("is the address printed, and the only one answered", () => {
    const behindProxy = editorAddress(new URL("https://edit.example.com"));
    expect(printedAddress(behindProxy, 4400, "abc")).toBe("https://edit.example.com/#code=abc");
    expect(behindProxy.origins(4400)).toEqual(["https://edit.example.com"]);
    expect(behindProxy.secure).toBe(true);
    expect(printedAddress(editorAddress(), 4400, "abc")).toBe("http://127.0.0.1:4400/#code=abc");
  });
});

describe("codes, sessions and their cookie", () => {
  it("tells whoever prints addresses each time a code is spent, once", () => {
    let used = 0;
    const sessions = editorSessions({ onCodeUsed: () => used++ });
    const code = sessions.newCode();
    const first = sessions.exchange(code, undefined);
    expect(first.status).toBe("signed-in");
    expect(sessions.exchange(code, undefined)).toEqual({ status: "used" });
    expect(used).toBe(1);
  });

  it("gives a browser that opens a fresh address a new session, and drops its old one", () => {
    const sessions = editorSessions();
    const first = sessions.exchange(sessions.newCode(), undefined);
    if (first.status !== "signed-in") throw new Error("not signed in");
    const second = sessions.exchange(sessions.newCode(), first.session);
    if (second.status !== "signed-in") throw new Error("not signed in");
    expect(sessions.isSession(second.session)).toBe(true);
    expect(sessions.isSession(first.session)).toBe(false);
  });

  // Read among others by @fastify/cookie: tests/security/editor-server.test.ts sends another port's.
  it("names the cookie after the port", () => {
    expect(sessionCookieName(4400, false)).toBe("pages-edit-4400");
    expect(sessionCookieName(4400, true)).toBe("__Host-pages-edit-4400");
  });
});
