// The examples of what `pages lint` prints, in the README and in docs/editing.md, quote the real
// output on the shipped pages.json: each quoted line (a page heading, a finding, the summary) must be
// a line that pages lint prints, line:column included, so the examples move when pages.json does.
// A quoted line may stop short with "...". The page of each rule in docs/rules/ quotes findings too:
// those of a rule the shipped file breaks are its real findings, places included; the others are
// findings of files made up for the example.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { projectRoot, runCli } from "./helpers.ts";

const examples = [
  { file: "README.md", heading: "### Reading a finding" },
  { file: "docs/editing.md", heading: "## Read what `pages lint` prints" },
];

/** The lines of the first code block after the heading, blank lines left out. */
function quotedLines(file: string, heading: string): string[] {
  const text = readFileSync(join(projectRoot, file), "utf8");
  const section = text.slice(text.indexOf(heading));
  expect(section.startsWith(heading), `${file} has the heading "${heading}"`).toBe(true);
  const block = /^```\n([\s\S]*?)\n```$/m.exec(section);
  expect(block, `a code block after "${heading}"`).not.toBeNull();
  return block![1]!.split("\n").filter((line) => line.trim() !== "");
}

let printed: string[] = [];
beforeAll(() => {
  const { code, stdout } = runCli("lint", "pages.json");
  expect(code, "the shipped pages.json has errors on purpose").toBe(1);
  printed = stdout.trimEnd().split("\n");
});

/** A line of stylish output with its runs of spaces (the columns' padding) made one. */
const squeezed = (line: string) => line.trim().replace(/\s+/g, " ");
/** A finding as stylish prints it: its place, its severity, its message, its rule. */
const findingLine = /^pages\.json:\d+:\d+ (error|warning) .* ([a-z]+(?:-[a-z]+)*)$/;

describe("the pages lint examples", () => {
  for (const { file, heading } of examples) {
    it(`${file} quotes what pages lint prints`, () => {
      for (const quote of quotedLines(file, heading)) {
        const cut = quote.endsWith("...") ? quote.slice(0, -3) : null;
        const match = printed.find((line) => (cut === null ? line === quote : line.startsWith(cut)));
        expect(match, `"${quote}" is a line pages lint prints`).toBeDefined();
      }
    });
  }

  it("docs/rules/ quotes the real findings of each rule the shipped pages.json breaks", () => {
    const findings = printed.map(squeezed).filter((line) => findingLine.test(line));
    const broken = new Set(findings.map((line) => findingLine.exec(line)![2]));
    expect(broken.size, "rules the shipped file breaks on purpose").toBeGreaterThan(5);
    const checked = new Set<string>();
    for (const file of readdirSync(join(projectRoot, "docs/rules"))) {
      const rule = file.replace(/\.md$/, "");
      if (!broken.has(rule)) continue;
      const quotes = readFileSync(join(projectRoot, "docs/rules", file), "utf8")
        .split("\n")
        .map(squeezed)
        .filter((line) => findingLine.exec(line)?.[2] === rule);
      for (const quote of quotes) expect(findings, `docs/rules/${file}: "${quote}" is a finding pages lint prints`).toContain(quote);
      if (quotes.length > 0) checked.add(rule);
    }
    expect([...checked].sort(), "rules whose page quotes a finding").toEqual([...broken].sort());
  });
});
