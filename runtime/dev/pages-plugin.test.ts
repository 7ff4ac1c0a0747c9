// The dev server answers files of the project folder, and other sites on localhost may read its
// answers: the pages file and the lead store must not be among them.
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createServer, type ViteDevServer } from "vite";
import { pagesPlugin } from "./pages-plugin.ts";

const root = join(import.meta.dirname, "..", "..");
let dir: string;
let server: ViteDevServer;
let base: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "pages-dev-"));
  cpSync(join(root, "pages.json"), join(dir, "pages.json"));
  symlinkSync(join(root, "public"), join(dir, "public"));
  mkdirSync(join(dir, ".leads"));
  writeFileSync(join(dir, ".leads", "leads.jsonl"), '{"id":"a","fields":{"phone":"+971500000000"}}\n');
  writeFileSync(join(dir, ".leads", "leads.forwarded.jsonl"), '{"id":"a"}\n');
  writeFileSync(join(dir, "notes.txt"), "an ordinary file\n");
  server = await createServer({
    configFile: false,
    root: dir,
    logLevel: "silent",
    plugins: [pagesPlugin({ file: join(dir, "pages.json") })],
    server: { host: "127.0.0.1", port: 0, strictPort: false, ws: false },
  });
  await server.listen();
  const address = server.httpServer?.address();
  base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
}, 30_000);

afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

const status = async (path: string) => (await fetch(`${base}${path}`)).status;

describe("the dev server", () => {
  it("serves the project's ordinary files and the page data", async () => {
    expect(await status("/notes.txt")).toBe(200);
    expect(await status("/_data/shell.json")).toBe(200);
  });

  it.each([
    "/pages.json",
    "/.leads/leads.jsonl",
    "/.leads/leads.forwarded.jsonl",
    "/@fs/TMP/.leads/leads.jsonl",
    "/pages.json?raw",
    "/.leads/leads.jsonl?import",
  ])("refuses %s", async (path) => {
    expect(await status(path.replace("/TMP", dir))).toBe(403);
  });
});
