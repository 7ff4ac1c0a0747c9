// `pages users add` at a terminal: the password typed twice at a prompt that shows nothing. The
// command runs in a pseudo-terminal (util-linux `script`); each line is typed once its prompt shows.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, verifyLogin } from "../../runtime/server/index.ts";
import { projectRoot, runCli } from "./helpers.ts";

let dir: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "users-prompt-"));
  // Builds the CLI's bundle first, so the terminal session starts at once.
  runCli("--help");
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs `pages ...args` in a terminal, typing each answer when the screen shows its prompt; what the screen showed, and the exit code. */
function atTerminal(args: readonly string[], answers: readonly { after: string; type: string }[]): Promise<{ code: number | null; screen: string }> {
  const command = ["node", "cli/bin.mjs", ...args].map((part) => `'${part.replaceAll("'", `'\\''`)}'`).join(" ");
  const child = spawn("script", ["--quiet", "--return", "--command", command, "/dev/null"], { cwd: projectRoot, env: { ...process.env, NO_COLOR: "1" } });
  let screen = "";
  // Where on the screen the next prompt is looked for: after the one last answered.
  let from = 0;
  let next = 0;
  child.stdout.setEncoding("utf8");
  const typeWhatIsAskedFor = () => {
    while (next < answers.length) {
      const { after, type } = answers[next]!;
      const at = screen.indexOf(after, from);
      if (at < 0) return;
      from = at + after.length;
      child.stdin.write(type);
      next++;
    }
  };
  child.stdout.on("data", (text: string) => {
    screen += text;
    typeWhatIsAskedFor();
  });
  return new Promise((resolve) => child.on("close", (code) => resolve({ code, screen })));
}

describe("pages users add at a terminal", () => {
  it("asks twice, shows none of what is typed, and adds the user", async () => {
    const password = "tea at the Lahore depot";
    const result = await atTerminal(
      ["users", "add", "Sana", "--role", "editor", "--store", join(dir, "leads.jsonl")],
      [
        { after: "Password for Sana: ", type: `${password}\r` },
        { after: "Type it again: ", type: `${password}\r` },
      ],
    );
    expect(result.screen).toContain("Added Sana (editor).");
    expect(result.screen).not.toContain("Lahore");
    expect(result.code).toBe(0);
    const database = openDatabase(join(dir, "leads.db"));
    try {
      expect(await verifyLogin(database.users, "Sana", password)).toMatchObject({ name: "Sana", role: "editor" });
    } finally {
      database.close();
    }
  });

  it("changes nothing when the two typings differ (exit 1)", async () => {
    const result = await atTerminal(
      ["users", "reset", "Sana", "--store", join(dir, "leads.jsonl")],
      [
        { after: "Password for Sana: ", type: "first long password\r" },
        { after: "Type it again: ", type: "second long password\r" },
      ],
    );
    expect(result.screen).toContain("The two passwords typed differ: nothing was changed.");
    expect(result.screen).not.toContain("long password");
    expect(result.code).toBe(1);
  });
});
