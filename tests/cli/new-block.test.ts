// `pages new block <type>`, for real: in a copy of the project, the new folder type-checks, passes its
// own test, the lint and the format check, and its example validates and builds on a page of the
// site, in every language. Deleting the folder and running `npm run gen` gives back the files of today.
import { spawn, spawnSync } from "node:child_process";
import { copyFileSync, existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generatedFiles } from "../../cli/gen-types.ts";
import { withBlock } from "../../cli/scaffold/with-block.ts";
import { copyOfProject, projectRoot, runCli, runCliIn, type CliResult } from "./helpers.ts";

let project: string;

/** A tool of the project's node_modules, run in the copy. */
function tool(script: string, ...args: string[]): CliResult {
  const result = spawnSync(process.execPath, [join(projectRoot, "node_modules", script), ...args], { cwd: project, encoding: "utf8", timeout: 180_000 });
  if (result.error) throw result.error;
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

/**
 * The same as tool, without waiting for it: the checks that only read the copy run side by side,
 * since each of them spends part of its time on one core (tsc the longest).
 */
function toolAside(script: string, ...args: string[]): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(projectRoot, "node_modules", script), ...args], { cwd: project, timeout: 180_000 });
    let stdout = "";
    let stderr = "";
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
    child.once("error", reject);
    child.once("close", (code) => resolve({ code, stdout, stderr }));
  });
}

const output = (result: CliResult) => `${result.stdout}${result.stderr}`;

beforeAll(() => {
  project = copyOfProject();
  // What the format check, the lint and the tests of the copy read.
  for (const file of [".prettierrc.json", ".prettierignore", ".oxlintrc.json", "vitest.config.ts"]) copyFileSync(join(projectRoot, file), join(project, file));
});
afterAll(() => rmSync(project, { recursive: true, force: true }));

describe("pages new block", () => {
  it("refuses a type that is not lower case words joined by hyphens, and one that exists, writing nothing", () => {
    const before = readdirSync(join(projectRoot, "blocks"));
    const badName = runCli("new", "block", "Photo Card");
    expect(badName.code).toBe(1);
    expect(badName.stderr).toContain('"Photo Card" cannot be a block type: write it in lower case words joined by hyphens, for example photo-card.');
    const taken = runCli("new", "block", "hero");
    expect(taken.code).toBe(1);
    expect(taken.stderr).toContain("There is already a block hero: blocks/hero/.");
    const entryOption = runCli("new", "block", "photo-card", "--areas", "a, b");
    expect(entryOption.code).toBe(1);
    expect(entryOption.stderr).toContain("--areas is for a destination, an area or an origin: a new block takes only its type.");
    expect(readdirSync(join(projectRoot, "blocks"))).toEqual(before);
  });

  it("scaffolds a block that type-checks, passes its test, lint and format check, and validates and builds on a page", async () => {
    const made = runCliIn(project, "new", "block", "photo-card");
    expect(made.code, output(made)).toBe(0);
    expect(made.stdout).toContain("Added the block photo-card in blocks/photo-card/");
    const folder = join(project, "blocks", "photo-card");
    expect(readdirSync(folder).sort()).toEqual(["README.md", "example.json", "index.tsx", "meta.ts", "photo-card.schema.json", "photo-card.test.tsx"]);

    // The schema's three fields refer to the shared kinds: a text visitors read, a picture, a page.
    const schema = JSON.parse(readFileSync(join(folder, "photo-card.schema.json"), "utf8")) as {
      properties: Record<string, { $ref?: string }>;
      defaultSnippets: { body: unknown }[];
    };
    expect(schema.properties.title?.$ref).toBe("../../schema/defs.schema.json#/$defs/text");
    expect(schema.properties.picture?.$ref).toBe("../../schema/defs.schema.json#/$defs/imagePath");
    expect(schema.properties.link?.$ref).toBe("../../schema/defs.schema.json#/$defs/internalPath");
    const example = JSON.parse(readFileSync(join(folder, "example.json"), "utf8")) as { type: string; title: string; picture: string; link: string };
    expect(schema.defaultSnippets[0]?.body).toEqual(example);
    expect(existsSync(join(project, "public", example.picture))).toBe(true);

    // Everything that follows from the folder is written, and current.
    expect(readFileSync(join(project, "schema/pages.schema.json"), "utf8")).toContain('{ "$ref": "../blocks/photo-card/photo-card.schema.json" }');
    expect(readFileSync(join(project, "schema/pages.gen.ts"), "utf8")).toContain("export interface PhotoCardBlock {");
    expect(readFileSync(join(project, "blocks/registry.gen.ts"), "utf8")).toContain(
      'const PhotoCardBlock = lazyBlock(() => import("./photo-card/index.tsx").then((module) => module.PhotoCardBlock));',
    );
    const regenerated = await generatedFiles(project);
    for (const [path, text] of regenerated) expect(readFileSync(join(project, path), "utf8"), path).toBe(text);

    const linted = ["blocks/photo-card", "blocks/registry.gen.ts", "blocks/meta.gen.ts"];
    const [typecheck, test, format, lint] = await Promise.all([
      toolAside("typescript-native/bin/tsc", "--noEmit", "-p", ".", "--checkers", "1"),
      toolAside("vitest/vitest.mjs", "run", "blocks/photo-card"),
      toolAside("prettier/bin/prettier.cjs", "--check", "blocks/photo-card"),
      // npm run lint:code's part for TypeScript files: oxlint, with every rule of .oxlintrc.json.
      toolAside("oxlint/bin/oxlint", "--type-aware", "--max-warnings", "0", "--report-unused-disable-directives", ...linted),
    ]);
    expect(typecheck.code, output(typecheck)).toBe(0);
    expect(test.code, output(test)).toBe(0);
    expect(test.stdout).toMatch(/2 passed/);
    expect(format.code, output(format)).toBe(0);
    expect(lint.code, output(lint)).toBe(0);
    const settings = JSON.parse(readFileSync(join(project, ".oxlintrc.json"), "utf8").replace(/^\s*\/\/.*$/gm, "")) as { rules: object };
    expect(lint.stdout).toMatch(
      new RegExp(`Found 0 warnings and 0 errors\\.\\s+Finished in .* on [3-9] files with ${Object.keys(settings.rules).length} rules`),
    );

    // The example, put on the privacy page, is valid and shows in the built page of each language.
    const pagesFile = join(project, "pages.json");
    writeFileSync(pagesFile, withBlock(readFileSync(pagesFile, "utf8"), example));
    const validate = runCliIn(project, "validate");
    expect(validate.code, output(validate)).toBe(0);
    const build = runCliIn(project, "build");
    expect(build.code, output(build)).toBe(0);
    for (const page of ["privacy", "ur/privacy"]) {
      const html = readFileSync(join(project, "dist", page, "index.html"), "utf8");
      // Linked at the page's one address, with its trailing slash.
      expect(html).toContain(`<a href="${page.startsWith("ur/") ? "/ur" : ""}${example.link}/"`);
      expect(html).toContain(example.title);
      expect(html).toContain(`<img src="${example.picture}"`);
      // Its title is written in English only: the Urdu page marks it as English where it shows, the English page does not.
      const heading = new RegExp(`<a href="[^"]*${example.link}/"[^>]*>${example.title}</a>`).exec(html)?.[0];
      expect(heading, page).toBeDefined();
      if (page.startsWith("ur/")) expect(heading).toContain(' lang="en" dir="ltr"');
      else expect(heading).not.toContain("lang=");
    }
    // Its code is a file of its own, fetched only by the pages that have it.
    expect(readdirSync(join(project, "dist", "assets")).some((name) => name.startsWith("photo-card-"))).toBe(true);

    // Deleting the folder removes the block everywhere: what npm run gen writes is today's again.
    rmSync(folder, { recursive: true });
    const gen = tool("tsx/dist/cli.mjs", "cli/gen-types.ts");
    expect(gen.code, output(gen)).toBe(0);
    for (const [path, text] of await generatedFiles(projectRoot)) {
      expect(readFileSync(join(project, path), "utf8"), path).toBe(text);
    }
  }, 400_000);
});
