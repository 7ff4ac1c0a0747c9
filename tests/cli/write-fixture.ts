// A broken copy of pages.json for the CLI tests, written (never committed) from the shipped file with
// mistakes of cli/docs/mistakes.ts made in it. It gets a folder of its own with a public/ link to the
// project's pictures, because the validator looks for pictures in the public/ folder beside the file.
import { mkdirSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { publicDir } from "./helpers.ts";

/** Writes `text` as dir/pages.json beside dir/public (made here) and returns the file's path. */
export function writeFixture(dir: string, text: string): string {
  mkdirSync(dir, { recursive: true });
  const file = join(dir, "pages.json");
  writeFileSync(file, text);
  symlinkSync(publicDir, join(dir, "public"), "dir");
  return file;
}
