// A folder of a test's own under the system's temporary folder, removed with what is in it when the
// test ends, passed or failed. Imported by path, like the DOM setup: it needs Vitest.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { onTestFinished } from "vitest";

/** Call it inside a test (not a hook): the folder goes when that test ends. */
export function testFolder(prefix: string): string {
  const folder = mkdtempSync(join(tmpdir(), prefix));
  onTestFinished(() => rmSync(folder, { recursive: true, force: true }));
  return folder;
}
