// A bug in pages (here a structure check that throws on a file the schema accepted) is reported by
// the CLI as such: exit 2, one line, no stack trace unless PAGES_DEBUG asks for it.
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it, vi } from "vitest";
import { run } from "../../cli/index.ts";
import { CheckCrash } from "../../runtime/foundation/content/index.ts";
import { placeholdersIn } from "../../runtime/foundation/content/placeholders.ts";
import { reportInternalError } from "../../runtime/server/index.ts";

vi.mock("../../runtime/foundation/content/placeholders.ts", async (importOriginal) => {
  const real = await importOriginal<typeof import("../../runtime/foundation/content/placeholders.ts")>();
  return { ...real, placeholdersIn: vi.fn(real.placeholdersIn) };
});

const pagesFile = join(fileURLToPath(new URL("../../", import.meta.url)), "pages.json");

function breakPlaceholderCheck(): void {
  vi.mocked(placeholdersIn).mockImplementation(() => {
    throw new TypeError("text.matchAll is not a function");
  });
}

afterEach(() => {
  vi.mocked(placeholdersIn).mockRestore();
  vi.restoreAllMocks();
});

describe("the CLI on a crash", () => {
  it("exits with 2 and says it is a bug in pages, without a stack trace", async () => {
    breakPlaceholderCheck();
    const errors: unknown[] = [];
    vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => void errors.push(...args));
    vi.spyOn(console, "log").mockImplementation(() => {});
    const code = await run(["node", "pages", "validate", pagesFile]);
    expect(code).toBe(2);
    expect(errors).toEqual([
      "pages stopped on an internal error (the check of placeholders failed: text.matchAll is not a function). This is a bug in pages, not a problem in your file: please report it, with the command you ran. PAGES_DEBUG=1 shows the details.",
    ]);
  });

  it("shows the error itself, with its stack, when PAGES_DEBUG is set", () => {
    const errors: unknown[] = [];
    vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => void errors.push(...args));
    const crash = new CheckCrash("links", new TypeError("boom"));
    reportInternalError(crash, { PAGES_DEBUG: "1" });
    expect(errors).toHaveLength(2);
    expect(errors[1]).toBe(crash);
  });
});
