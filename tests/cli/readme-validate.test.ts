// The README's example of what `pages validate` prints: the two mistakes it names (in the words of
// cli/docs/mistakes.ts) are made in a copy of the shipped pages.json, the real command checks it, and
// the README must quote what it prints, line:column included. A quoted line may stop short with "...".
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mistakeNamed, withMistake } from "../../cli/docs/mistakes.ts";
import { projectRoot, runCli } from "./helpers.ts";
import { writeFixture } from "./write-fixture.ts";

const intro = "Validate speaks to people, not to programs.";
const shown = ["block-type-typo", "five-neighbourhoods"].map(mistakeNamed);

/** The paragraph that starts with `intro`, and the lines of the code block after it. */
function readmeExample(): { prose: string; quoted: string[] } {
  const readme = readFileSync(join(projectRoot, "README.md"), "utf8");
  const section = readme.slice(readme.indexOf(intro));
  expect(section.startsWith(intro), `README.md has the paragraph "${intro}"`).toBe(true);
  const block = /^```\n([\s\S]*?)\n```$/m.exec(section);
  expect(block, "a code block after it").not.toBeNull();
  return { prose: section.slice(0, block!.index).replace(/\s+/g, " "), quoted: block![1]!.split("\n") };
}

let dir = "";
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "pages-readme-validate-"));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('README "Validate speaks to people"', () => {
  it("names the mistakes of its example", () => {
    const { prose } = readmeExample();
    for (const mistake of shown) expect(prose).toContain(mistake.words);
  });

  it("quotes what pages validate prints for them", () => {
    const { quoted } = readmeExample();
    const shipped = readFileSync(join(projectRoot, "pages.json"), "utf8");
    const file = writeFixture(
      dir,
      shown.reduce((text, mistake) => withMistake(text, mistake), shipped),
    );
    const { code, stdout } = runCli("validate", file);
    expect(code).toBe(1);
    // As printed for a file named pages.json, each line cut where the README cuts it.
    const printed = stdout.replaceAll(file, "pages.json").trimEnd().split("\n");
    const shortened = printed.map((line, index) => {
      const quote = quoted[index] ?? "";
      return quote.endsWith("...") && line.startsWith(quote.slice(0, -3)) ? quote : line;
    });
    expect(quoted).toEqual(shortened);
  });
});
