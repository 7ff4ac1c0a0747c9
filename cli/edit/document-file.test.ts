import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { documentFile, hashOf, type SaveStep } from "./document-file.ts";

let folder: string;
beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), "pages-document-"));
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

describe("the file pages edit reads and writes", () => {
  it("reads bytes that are not UTF-8 as a problem at their line and column, and never saves over them", async () => {
    const path = join(folder, "pages.json");
    const bytes = Buffer.concat([Buffer.from('{\n  "site": { "name": "Caf'), Buffer.from([0xe9]), Buffer.from('" }\n}\n')]);
    writeFileSync(path, bytes);
    const file = documentFile(path);
    const read = await file.read();
    expect(read).not.toHaveProperty("text");
    expect(read).toMatchObject({
      hash: hashOf(bytes),
      problems: [{ place: { line: 2, column: 25 }, message: expect.stringContaining("not UTF-8") as string }],
    });
    expect((await file.save({ site: { name: "Cafe" } }, hashOf(bytes))).status).toBe("conflict");
    expect(readFileSync(path)).toEqual(bytes);
  });

  it("keeps a byte-order mark the file starts with, and edits only the value that changed", async () => {
    const path = join(folder, "pages.json");
    writeFileSync(path, '\uFEFF{\n  "site": { "name": "Old", "phone": "1" }\n}\n');
    const file = documentFile(path);
    const read = await file.read();
    if (!("text" in read)) throw new Error("the file should read as text");
    expect(read.text.startsWith("{")).toBe(true);
    const saved = await file.save({ site: { name: "New", phone: "1" } }, read.hash);
    const written = readFileSync(path);
    expect(written.toString("utf8")).toBe('\uFEFF{\n  "site": { "name": "New", "phone": "1" }\n}\n');
    expect(saved).toMatchObject({ status: "saved", hash: hashOf(written), text: '{\n  "site": { "name": "New", "phone": "1" }\n}\n' });
  });

  const before = '{\n  "site": { "name": "Old" }\n}\n';
  const after = '{\n  "site": { "name": "New" }\n}\n';
  const steps: SaveStep[] = ["written", "flushed", "renamed", "folder flushed"];

  it("leaves the file whole, old or new, and no temporary file, when a save fails between any two of its steps", async () => {
    for (const [index, failing] of steps.entries()) {
      const path = join(folder, `pages-${index}.json`);
      writeFileSync(path, before);
      const done: SaveStep[] = [];
      let stopAt: SaveStep | null = failing;
      const file = documentFile(path, {
        afterStep(step) {
          done.push(step);
          if (step === stopAt) throw new Error(`stopped after ${step}`);
        },
      });
      await expect(file.save({ site: { name: "New" } }, hashOf(before))).rejects.toThrow(`stopped after ${failing}`);
      expect(done).toEqual(steps.slice(0, index + 1));
      // Renamed: the new text is the file's; before that, the old one still is.
      expect(readFileSync(path, "utf8")).toBe(index < 2 ? before : after);
      expect(readdirSync(folder).filter((entry) => entry.endsWith(".tmp"))).toEqual([]);
      // The next save is not held up by the failed one.
      done.length = 0;
      stopAt = null;
      const retried = await file.save({ site: { name: "Newer" } }, hashOf(readFileSync(path)));
      expect(retried.status).toBe("saved");
      expect(done).toEqual(steps);
    }
  });

  it("saves one after another: of two sent at once from the same file, the second is refused, not written over the first", async () => {
    const path = join(folder, "pages.json");
    writeFileSync(path, before);
    const file = documentFile(path);
    const [first, second] = await Promise.all([
      file.save({ site: { name: "First" } }, hashOf(before)),
      file.save({ site: { name: "Second" } }, hashOf(before)),
    ]);
    expect(first.status).toBe("saved");
    expect(second).toEqual({ status: "conflict", hash: hashOf(readFileSync(path)) });
    expect(readFileSync(path, "utf8")).toContain('"First"');
  });

  it("keeps the old file whole when the process dies mid-save, and removes its temporary file at the next start", async () => {
    const path = join(folder, "pages.json");
    writeFileSync(path, before);
    // Another process saves and is killed after its temporary file is written and flushed, before the rename.
    const module = pathToFileURL(join(import.meta.dirname, "document-file.ts")).href;
    const script = `
      const { documentFile } = await import(${JSON.stringify(module)});
      const file = documentFile(${JSON.stringify(path)}, { afterStep: (step) => { if (step === "flushed") process.kill(process.pid, "SIGKILL"); } });
      await file.save({ site: { name: "New" } }, ${JSON.stringify(hashOf(before))});`;
    const killed = spawnSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], { encoding: "utf8" });
    expect(killed.signal, killed.stderr).toBe("SIGKILL");
    const left = readdirSync(folder).filter((entry) => entry.endsWith(".tmp"));
    expect(left).toEqual([expect.stringMatching(new RegExp(`^\\.pages\\.json\\.${killed.pid}\\.[0-9a-f]{12}\\.tmp$`))]);
    expect(readFileSync(join(folder, left[0]!), "utf8")).toBe(after);
    expect(readFileSync(path, "utf8")).toBe(before);
    // A save under way in a running editor (this process) keeps its temporary file.
    const running = `.pages.json.${process.pid}.0123456789ab.tmp`;
    writeFileSync(join(folder, running), after);
    expect(await documentFile(path).removeStaleTemporaries()).toEqual(left);
    expect(readdirSync(folder).sort()).toEqual([running, "pages.json"].sort());
  });
});
