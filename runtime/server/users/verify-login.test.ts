// Passwords as stored (scrypt at OWASP's parameters, one self-describing string) and a login checked
// against them: an unknown name and a wrong password answer alike, and both run scrypt.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type PagesDatabase } from "../database/index.ts";
import { currentParameters, hashPassword, needsRehash, parseStoredHash, verifyPassword } from "./password-hash.ts";
import { passwordRefusal } from "./password-rules.ts";
import { dummyHash, verifyLogin } from "./verify-login.ts";

let dir: string;
let database: PagesDatabase;
const password = "a long walk to the Karachi port";

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "verify-login-"));
  database = openDatabase(join(dir, "leads.db"));
  database.users.add("Ayesha", "sales", await hashPassword(password), "2026-01-01T00:00:00.000Z");
});
afterAll(() => {
  database.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("hashPassword", () => {
  it("writes the parameters, a random salt and the hash in one string, and verifies with it", async () => {
    const [first, second] = [await hashPassword("same words, twice", { ln: 4, r: 8, p: 1 }), await hashPassword("same words, twice", { ln: 4, r: 8, p: 1 })];
    expect(first).toMatch(/^\$scrypt\$ln=4,r=8,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    expect(first).not.toBe(second);
    expect(await verifyPassword("same words, twice", first)).toBe(true);
    expect(await verifyPassword("same words, twice!", first)).toBe(false);
  });

  it("uses N = 2^17, r = 8, p = 1 by default, and calls weaker hashes for a new one", async () => {
    const stored = database.users.passwordHashOf("ayesha")!.passwordHash;
    expect(parseStoredHash(stored)?.parameters).toEqual({ ln: 17, r: 8, p: 1 });
    expect(needsRehash(stored)).toBe(false);
    expect(needsRehash(await hashPassword("x", { ln: 4, r: 8, p: 1 }))).toBe(true);
  });

  it("refuses stored strings it did not write, or whose parameters are out of bounds, without computing", async () => {
    expect(await verifyPassword(password, "plain text")).toBe(false);
    expect(parseStoredHash("$scrypt$ln=30,r=8,p=1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA")).toBeNull();
  });
});

describe("passwordRefusal", () => {
  it("asks for 8 characters or more, takes long passphrases, and refuses the user's name", () => {
    expect(passwordRefusal("seven77", "ayesha")).toMatch(/has 7 characters; it needs at least 8/);
    expect(passwordRefusal("8 chars!", "ayesha")).toBeNull();
    expect(passwordRefusal("کراچی سے دبئی تک", "ayesha")).toBeNull();
    expect(passwordRefusal("w".repeat(256), "ayesha")).toBeNull();
    expect(passwordRefusal("w".repeat(257), "ayesha")).toMatch(/at most 256/);
    expect(passwordRefusal("Ayesha Khan", "ayesha khan")).toMatch(/the user's name/);
  });
});

describe("verifyLogin", () => {
  it("gives the user for the right name and password, whatever the name's capitals", async () => {
    expect(await verifyLogin(database.users, "ayesha", password)).toEqual({ id: expect.any(Number), name: "Ayesha", role: "sales" });
  });

  it("answers an unknown name exactly as a wrong password, checking it against a dummy hash of today's parameters", async () => {
    const wrong = await verifyLogin(database.users, "Ayesha", "a long walk to the Lahore port");
    const unknown = await verifyLogin(database.users, "Bilal", password);
    expect(wrong).toBeNull();
    expect(unknown).toEqual(wrong);
    expect(parseStoredHash(dummyHash)?.parameters).toEqual(currentParameters);
    // The dummy is random bytes, no password's hash: not even an empty one passes.
    expect(await verifyLogin(database.users, "Bilal", "")).toBeNull();
  });

  it("refuses a password longer than any that can be set before any work", async () => {
    expect(await verifyLogin(database.users, "Ayesha", "w".repeat(257))).toBeNull();
  });
});
