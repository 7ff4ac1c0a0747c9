// A bug in a check (one that throws) does not stop `npm run dev`: the open page is told, as the CLI
// tells it, that pages itself failed.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, it, vi } from "vitest";
import { createServer, type ViteDevServer } from "vite";

vi.mock("../server/index.ts", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../server/index.ts")>()),
  validateFile: () => Promise.reject(new TypeError("text.matchAll is not a function")),
}));

const { pagesPlugin } = await import("./pages-plugin.ts");
const dir = mkdtempSync(join(tmpdir(), "pages-dev-crash-"));
let server: ViteDevServer | undefined;

afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

it("starts, and reports the internal error as the file's only problem", async () => {
  writeFileSync(join(dir, "pages.json"), "{}");
  const errors = vi.spyOn(console, "error").mockImplementation(() => {});
  server = await createServer({
    configFile: false,
    root: dir,
    logLevel: "silent",
    plugins: [pagesPlugin({ file: join(dir, "pages.json") })],
    server: { host: "127.0.0.1", port: 0, ws: false },
  });
  await server.listen();
  const address = server.httpServer?.address();
  const port = typeof address === "object" && address ? address.port : 0;
  // No version of the file has been checked whole, so there is no page yet: every data request says why.
  const response = await fetch(`http://127.0.0.1:${port}/_data/shell.json`);
  expect(response.status).toBe(503);
  const { problems } = (await response.json()) as { problems: { message: string }[] };
  // Named from the project's folder, as `npx pages validate` run there names it: not where it is on the disk.
  expect(problems).toEqual([
    expect.objectContaining({
      code: "internal-error",
      place: expect.objectContaining({ file: "pages.json" }) as unknown,
      message: expect.stringContaining("internal error (text.matchAll is not a function)") as unknown,
    }),
  ]);
  expect(errors).toHaveBeenCalledWith(expect.stringContaining("This is a bug in pages"));
  errors.mockRestore();
}, 30_000);
