// `pages edit` as a person starts it: the address it prints and what it refuses at start. The
// editor's answers are tested on its server (cli/edit/editor-server.test.ts, tests/security/).
import { spawnSync } from "node:child_process";
import { copyFileSync, existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { startEditorProcess, type EditorProcess } from "../../cli/edit/editor-process.ts";
import { runCli } from "./helpers.ts";

let running: EditorProcess | undefined;
afterEach(() => running?.stop());

describe("pages edit", () => {
  it("refuses a --public-url it could not be reached at, before starting, saying what to give", () => {
    const result = runCli("edit", "pages.json", "--public-url", "https://user:secret@example.com/edit/");
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("Give the address people open, such as https://edit.example.com");
    expect(result.stdout).toBe("");
    expect(result.stderr).not.toContain("secret");
  });

  it("behind a reverse proxy, prints the public address with a one-time code", async () => {
    running = await startEditorProcess("pages.json", { args: ["--public-url", "https://edit.example.com"] });
    expect(running.url).toMatch(/^https:\/\/edit\.example\.com\/#code=[\w-]{43}$/);
    const lines = running.output().trimEnd().split("\n");
    expect(lines.at(-1)).toBe(running.url);
  });

  it("removes the temporary file a save left when its editor died mid-save, and says so", async () => {
    const folder = mkdtempSync(join(tmpdir(), "pages-edit-stale-"));
    try {
      const file = join(folder, "pages.json");
      copyFileSync("pages.json", file);
      // The process that wrote it has ended.
      const { pid } = spawnSync(process.execPath, ["-e", ""]);
      const stale = `.pages.json.${pid}.0123456789ab.tmp`;
      writeFileSync(join(folder, stale), "{");
      running = await startEditorProcess(file);
      expect(existsSync(join(folder, stale))).toBe(false);
      expect(running.output()).toContain(`Removed ${stale}, left by a save that did not finish.`);
    } finally {
      running?.stop();
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
