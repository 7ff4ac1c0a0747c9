// `pages users`: accounts added, listed, removed and given new passwords, run as the real command
// with each password on standard input (a pipe, as a script gives it), in a database of its own.
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, verifyLogin, verifyPassword } from "../../runtime/server/index.ts";
import { looksLikeCrash, runCliWithInput } from "./helpers.ts";

let dir: string;
let store: string;
let bilalId: number;

const users = (input: string, ...args: string[]) => runCliWithInput(input, "users", ...args, "--store", store);
const inDatabase = <T>(read: (database: ReturnType<typeof openDatabase>) => T): T => {
  const database = openDatabase(join(dir, "leads.db"));
  try {
    return read(database);
  } finally {
    database.close();
  }
};

/** verifyLogin against the database as the command left it. */
const login = async (name: string, password: string) => {
  const database = openDatabase(join(dir, "leads.db"));
  try {
    return await verifyLogin(database.users, name, password);
  } finally {
    database.close();
  }
};

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "users-cli-"));
  store = join(dir, "leads.jsonl");
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("pages users", () => {
  it("says how to add the first owner while there is none, and creates no database but to add one", () => {
    const result = users("", "list");
    expect(result.code).toBe(0);
    expect(result.stdout).toContain("No users yet");
    expect(result.stdout).toContain("npx pages users add NAME --role owner");
    expect(users("", "remove", "Ayesha").code).toBe(1);
    expect(existsSync(join(dir, "leads.db"))).toBe(false);
  });

  it("adds a user with the password from standard input, stored as a salted scrypt hash", async () => {
    const result = users("dhow on the creek at dawn\n", "add", "Ayesha", "--role", "owner");
    expect(result).toMatchObject({ code: 0, stderr: "" });
    expect(result.stdout.trim()).toBe("Added Ayesha (owner).");
    const stored = inDatabase((database) => database.users.passwordHashOf("Ayesha")!.passwordHash);
    expect(stored).toMatch(/^\$scrypt\$ln=17,r=8,p=1\$/);
    expect(await verifyPassword("dhow on the creek at dawn", stored)).toBe(true);
    expect(await login("ayesha", "dhow on the creek at dawn")).toMatchObject({ name: "Ayesha", role: "owner" });
  });

  it("refuses a short password, one equal to the name, a name taken in other capitals or holding a control character (exit 1), adding no one", () => {
    const short = users("seven77\n", "add", "Bilal", "--role", "sales");
    expect(short.code).toBe(1);
    expect(short.stderr).toContain("The password has 7 characters; it needs at least 8.");
    const asName = users("bilal khan\n", "add", "Bilal Khan", "--role", "sales");
    expect(asName.code).toBe(1);
    expect(asName.stderr).toContain("The password is the user's name");
    const taken = users("another long password\n", "add", "AYESHA", "--role", "sales");
    expect(taken.code).toBe(1);
    expect(taken.stderr).toContain("There is already a user named Ayesha");
    expect(inDatabase((database) => database.users.list().map((user) => user.name))).toEqual(["Ayesha"]);
    const hidden = users("another long password\n", "add", "Ay\u001b[31mesha", "--role", "sales");
    expect(hidden.code).toBe(1);
    expect(hidden.stderr).toContain("The name holds a control or invisible character");
    for (const result of [short, asName, taken, hidden]) expect(looksLikeCrash(result.stdout + result.stderr)).toBe(false);
  });

  it("could not run (exit 2) with nothing on standard input, an unknown role, or a password given as an option", () => {
    const empty = users("", "add", "Bilal", "--role", "sales");
    expect(empty.code).toBe(2);
    expect(empty.stderr).toContain("No password on standard input");
    const role = users("a long enough password\n", "add", "Bilal", "--role", "admin");
    expect(role.code).toBe(2);
    expect(role.stderr).toContain("Allowed choices are sales, editor, owner");
    const option = users("", "add", "Bilal", "--role", "sales", "--password", "a long enough password");
    expect(option.code).toBe(2);
    expect(option.stderr).toContain("unknown option '--password'");
    expect(inDatabase((database) => database.users.list().length)).toBe(1);
  });

  it("lists name, role and when added, never a hash", () => {
    expect(users("sales floor password\n", "add", "Bilal Khan", "--role", "sales").code).toBe(0);
    const result = users("", "list");
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(
      /^Name {8}Role {3}Added\nAyesha {6}owner {2}\d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC\nBilal Khan {2}sales {2}\d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC\n\n2 users\.\n$/,
    );
    expect(result.stdout).not.toContain("scrypt");
  });

  it("reset sets a new password and ends that user's sessions only", async () => {
    const ids = inDatabase((database) => {
      const [ayesha, bilal] = database.users.list();
      const session = (idHash: string, userId: number) =>
        database.sessions.start({
          idHash,
          userId,
          csrfTokenHash: `csrf-${idHash}`,
          createdAt: "2026-01-01T00:00:00.000Z",
          expiresAt: "2026-01-08T00:00:00.000Z",
        });
      session("a1", ayesha!.id);
      session("a2", ayesha!.id);
      session("b1", bilal!.id);
      bilalId = bilal!.id;
      return { ayesha: ayesha!.id, bilal: bilal!.id };
    });
    const result = users("a brand new passphrase\n", "reset", "ayesha");
    expect(result.code).toBe(0);
    expect(result.stdout.trim()).toBe("New password set for Ayesha; 2 sessions ended, so they sign in again.");
    expect(inDatabase((database) => [database.sessions.countFor(ids.ayesha), database.sessions.countFor(ids.bilal)])).toEqual([0, 1]);
    expect(await login("Ayesha", "dhow on the creek at dawn")).toBeNull();
    expect(await login("Ayesha", "a brand new passphrase")).toMatchObject({ name: "Ayesha" });
    const refused = users("short\n", "reset", "Ayesha");
    expect(refused.code).toBe(1);
    expect(await login("Ayesha", "a brand new passphrase")).toMatchObject({ name: "Ayesha" });
  });

  it("could not run (exit 2) on a file that is not a database, said so without a stack trace", () => {
    const notADatabase = join(dir, "notes.db");
    writeFileSync(notADatabase, "these are not leads, nor users: just some text that is long enough to be read as a header");
    const result = runCliWithInput("", "users", "list", "--store", notADatabase);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(`${notADatabase} is not a database`);
    expect(looksLikeCrash(result.stdout + result.stderr)).toBe(false);
  });

  it("remove takes the user and their sessions; an unknown name is refused (exit 1)", () => {
    const result = users("", "remove", "bilal khan");
    expect(result.code).toBe(0);
    expect(result.stdout).toContain("Removed Bilal Khan (sales)");
    expect(inDatabase((database) => database.users.list().map((user) => user.name))).toEqual(["Ayesha"]);
    expect(inDatabase((database) => database.sessions.countFor(bilalId))).toBe(0);
    const unknown = users("", "remove", "Bilal Khan");
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain("There is no user named Bilal Khan");
    expect(users("a brand new passphrase\n", "reset", "Nobody").code).toBe(1);
  });
});
