// A structure check that throws: a bug in pages when the schema accepted the file (never "valid"),
// but not when the schema already reported the shape the check tripped over. What the CLI then
// prints: tests/cli/internal-error.test.ts.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it, vi } from "vitest";
import { placeholdersIn } from "./placeholders.ts";
import { CheckCrash } from "./structure-checks.ts";
import { validateText } from "./validate.ts";
import { nodeValidation } from "../../server/index.ts";

vi.mock("./placeholders.ts", async (importOriginal) => {
  const real = await importOriginal<typeof import("./placeholders.ts")>();
  return { ...real, placeholdersIn: vi.fn(real.placeholdersIn) };
});

const projectDir = fileURLToPath(new URL("../../../", import.meta.url));
const pagesFile = join(projectDir, "pages.json");
const shipped = readFileSync(pagesFile, "utf8");
const check = (text: string) => validateText(text, "pages.json", nodeValidation({ publicDir: join(projectDir, "public"), env: {} }));

function breakPlaceholderCheck(): void {
  vi.mocked(placeholdersIn).mockImplementation(() => {
    throw new TypeError("text.matchAll is not a function");
  });
}

afterEach(() => {
  vi.mocked(placeholdersIn).mockRestore();
  vi.restoreAllMocks();
});

describe("a structure check that throws", () => {
  it("on a file the schema accepted is a crash, never a valid file", () => {
    breakPlaceholderCheck();
    expect(() => check(shipped)).toThrow(CheckCrash);
    expect(() => check(shipped)).toThrow("the check of placeholders failed: text.matchAll is not a function");
  });

  it("on a file the schema refused leaves the schema's problems as the answer", () => {
    breakPlaceholderCheck();
    const result = check(shipped.replace('"phone": "+971 50 000 0000"', '"phone": "050 000 0000"'));
    expect(result.status).toBe("invalid");
    expect(result.problems.map((problem) => problem.place.pointer)).toEqual(["/site/phone"]);
  });

  it("is not a crash when it trips over a shape the schema reported", () => {
    const data = JSON.parse(shipped) as { pages: unknown };
    data.pages = {};
    const result = check(JSON.stringify(data, null, 2));
    expect(result.status).toBe("invalid");
    expect(result.problems[0]!.message).toBe('"pages" in pages.json should be a list in [ ], but it is a group of fields.');
  });
});
