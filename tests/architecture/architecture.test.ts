// Which way dependencies point (docs/architecture.md): checked on the import graph of the sources,
// so a change that breaks a rule fails here with the import that breaks it.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { importCycles, importGraph, importsOf, type ImportEdge } from "./import-graph.ts";
import { mayImportTable, names, rowOf } from "./may-import.ts";

const root = fileURLToPath(new URL("../../", import.meta.url));
const { files, edges } = importGraph(root, ["schema", "blocks", "runtime", "cli", "tests"]);
const table = mayImportTable(readFileSync(`${root}docs/architecture.md`, "utf8"));

const top = (path: string) => path.split("/")[0]!;
const isTest = (path: string) => /\.(test|spec)\.tsx?$/.test(path) || path.startsWith("tests/");
/** A test beside the code, not under tests/. */
const isTestBeside = (path: string) => /\.test\.tsx?$/.test(path) && !path.startsWith("tests/");
/** What a test beside the code may import besides what its folder may (docs/architecture.md). */
const testHelpers = ["runtime/testing/", "runtime/data/", "runtime/server/", "runtime/lint/testing/"];
/** Edges that exist when the code runs: a type-only import is erased. */
const runtimeEdges = edges.filter((edge) => !edge.typeOnly);
const show = (edge: ImportEdge) => `${edge.from} -> ${edge.specifier}`;

/** Every file reachable from `start` through these edges. */
function reachable(start: string, through: readonly ImportEdge[] = runtimeEdges): Set<string> {
  const next = new Map<string, string[]>();
  for (const edge of through) if (edge.to) (next.get(edge.from) ?? next.set(edge.from, []).get(edge.from)!).push(edge.to);
  const seen = new Set<string>();
  const stack = [start];
  while (stack.length > 0) {
    const file = stack.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    stack.push(...(next.get(file) ?? []));
  }
  return seen;
}

/**
 * The public surfaces one top folder offers the others. A block's schema file is one: the contract
 * (schema/schema-set.gen.ts) gathers them from the blocks' folders, as data.
 */
function isSurface(path: string): boolean {
  return path.endsWith("/index.ts") || path === "blocks/meta.ts" || path === "blocks/forms.ts" || /^blocks\/([^/]+)\/\1\.schema\.json$/.test(path);
}

/**
 * `npm run gen` (cli/gen-types.ts) takes where the schema files are from schema/schema-set.ts itself,
 * and the icons it draws from runtime/data/icon-set.ts: schema/index.ts (and every surface that loads
 * it) would load the generated files it is about to rewrite, which may still name a block folder that
 * was just deleted.
 */
const readsNothingGenerated = (edge: ImportEdge) =>
  (edge.from === "cli/gen-types.ts" && edge.to === "schema/schema-set.ts") ||
  (edge.from === "cli/gen-icon-drawings.ts" && edge.to === "runtime/data/icon-set.ts");

/**
 * A block takes the foundation's values (theme, UI pieces, actions) from their own modules. Through
 * runtime/foundation/index.ts, a lazily loaded block's chunk would need every module the surface
 * names, and the bundler moves them all into a chunk shared with the first load: 0.7 KB more on
 * every page.
 */
function keepsCodeSplit(edge: ImportEdge): boolean {
  return (
    top(edge.from) === "blocks" &&
    !edge.typeOnly &&
    /^runtime\/foundation\/(ui|theme|loading)\/|^runtime\/foundation\/(actions|tracking|site-context)\.tsx?$/.test(edge.to!)
  );
}

/**
 * The CLI takes what its commands need at every start (validating a file, where the project is,
 * reporting a failure, the names of the roles) from their own modules of runtime/server/: through
 * runtime/server/index.ts, each `pages validate` would first load the whole server, zod and SQLite,
 * a third of its time on the shipped file.
 */
const keepsStartLight = (edge: ImportEdge) =>
  top(edge.from) === "cli" && /^runtime\/server\/(validate-file|project-root|report-internal-error|database\/user-queries)\.ts$/.test(edge.to!);

describe("the may-import table of docs/architecture.md", () => {
  it("names every folder: each source file has its row", () => {
    expect(table.length).toBeGreaterThan(10);
    expect(files.filter((file) => !rowOf(table, file))).toEqual([]);
  });

  it("holds for every import, type-only and dynamic ones included", () => {
    const broken = edges.flatMap((edge) => {
      if (!edge.to) return [];
      const row = rowOf(table, edge.from)!;
      const allowed = [...row.mayImport, ...(isTestBeside(edge.from) ? testHelpers : [])];
      if (rowOf(table, edge.to) === row || allowed.some((entry) => names(entry, edge.to!))) return [];
      return [`${show(edge)}  (${row.folder} may import ${allowed.join(", ") || "nothing"})`];
    });
    expect(broken).toEqual([]);
  });
});

describe("dependencies point one way", () => {
  it("no two files import each other, however indirectly, type-only imports included", () => {
    expect(importCycles(files, edges)).toEqual([]);
  });

  it("imports across top folders go to the folder's surface (an index.ts), unless a deep path keeps code split", () => {
    const deep = edges.filter(
      (edge) =>
        edge.to &&
        !isTest(edge.from) &&
        top(edge.to) !== top(edge.from) &&
        !isSurface(edge.to) &&
        !keepsCodeSplit(edge) &&
        !keepsStartLight(edge) &&
        !readsNothingGenerated(edge),
    );
    expect(deep.map(show)).toEqual([]);
  });

  it("the content core uses no React, no Node and no other folder of the runtime", () => {
    const core = runtimeEdges.filter((edge) => edge.from.startsWith("runtime/foundation/content/") && !isTest(edge.from));
    const outside = core.filter((edge) =>
      edge.to ? !edge.to.startsWith("runtime/foundation/content/") && !edge.to.startsWith("schema/") : edge.specifier !== "jsonc-parser",
    );
    expect(outside.map(show)).toEqual([]);
  });
});

describe("the database", () => {
  it("is reached through runtime/server/database/ only: no other file loads SQLite, so a move to another database stays there", () => {
    const sqlite = edges.filter((edge) => edge.specifier === "better-sqlite3");
    expect(sqlite.filter((edge) => !edge.from.startsWith("runtime/server/database/")).map(show)).toEqual([]);
    expect(sqlite.some((edge) => !isTest(edge.from))).toBe(true);
  });
});

describe("the lint engine", () => {
  it("reads no file and loads no Node module, so a browser's worker runs it as the CLI does", () => {
    const engine = edges.filter((edge) => edge.from.startsWith("runtime/lint/") && !edge.from.startsWith("runtime/lint/testing/") && !isTest(edge.from));
    expect(engine.length).toBeGreaterThan(20);
    const nodeOnly = engine.filter((edge) => edge.specifier.startsWith("node:") || /^runtime\/(server|dev)\//.test(edge.to ?? ""));
    expect(nodeOnly.map(show)).toEqual([]);
  });
});

describe("vite.config.ts", () => {
  it("loads no React, no emotion and no router, through static or dynamic imports (Vite bundles both into the config)", () => {
    const config = [...importsOf(root, "vite.config.ts"), ...runtimeEdges];
    const loaded = reachable("vite.config.ts", config);
    expect(loaded.has("runtime/dev/pages-plugin.ts")).toBe(true);
    const react = config.filter((edge) => loaded.has(edge.from) && /^(react|react-dom|react-router|@emotion|lucide-react)(\/|$)/.test(edge.specifier));
    expect(react.map(show)).toEqual([]);
  });
});

describe("the browser's code", () => {
  /** Packages that run only in Node or at build time. */
  const nodePackages = /^(vite|esbuild|commander|tsx)\b/;
  /**
   * The imports, among the files the browser can load, that bring in Node-only code: a node:
   * module, a Node package, or a file of a Node-only folder (named by the import that enters it,
   * not by every import inside it).
   */
  function nodeOnlyImports(browser: Set<string>, nodeOnlyFile: RegExp, nodeOnlyPackage = nodePackages): string[] {
    return runtimeEdges
      .filter((edge) => browser.has(edge.from) && !nodeOnlyFile.test(edge.from))
      .filter((edge) => edge.specifier.startsWith("node:") || nodeOnlyPackage.test(edge.specifier) || nodeOnlyFile.test(edge.to ?? ""))
      .map(show);
  }

  it("loads nothing Node-only: no node: module, no server, no build tool", () => {
    const browser = reachable("runtime/app/entry-client.tsx");
    expect(browser.size).toBeGreaterThan(50);
    expect(nodeOnlyImports(browser, /^runtime\/(server|dev\/pages-plugin)/, /^(vite|esbuild|ajv|commander|tsx)\b/)).toEqual([]);
  });

  it("carries none of the visual editor: visitors' pages weigh what they weighed without it", () => {
    const site = [...reachable("runtime/app/entry-client.tsx"), ...reachable("runtime/app/entry-server.tsx")];
    expect(site.filter((file) => file.startsWith("runtime/editor/"))).toEqual([]);
  });

  // The editor's page and its checking worker (started with new Worker(new URL(...)) in
  // runtime/editor/checks.ts, which the graph does not follow, so it is an entry of its own).
  it.each([
    ["runtime/editor/entry.tsx", 100],
    ["runtime/editor/check-worker.ts", 20],
  ])("the editor's %s loads nothing Node-only: no node: module, no server, no dev server, nothing of cli/", (entry, least) => {
    const browser = reachable(entry);
    expect(browser.size).toBeGreaterThan(least);
    expect(nodeOnlyImports(browser, /^(runtime\/(server|dev)|cli)\//)).toEqual([]);
  });
});

describe("the editor's checking worker", () => {
  it("is given the schema compiled ahead, not ajv's compiler (a third of a second at each opening)", () => {
    const worker = reachable("runtime/editor/check-worker.ts");
    const ajvLoaded = runtimeEdges.filter((edge) => worker.has(edge.from) && !edge.typeOnly && /^ajv\b/.test(edge.specifier)).map(show);
    expect(ajvLoaded).toEqual([]);
    expect(runtimeEdges.some((edge) => edge.from === "runtime/editor/check-worker.ts" && edge.specifier === "virtual:pages-schema-validator")).toBe(true);
  });
});

describe("files stay readable", () => {
  it("no source file is over 400 lines, generated code aside", () => {
    const long = files
      .filter((file) => !file.endsWith(".gen.ts"))
      .map((file) => ({ file, lines: readFileSync(`${root}${file}`, "utf8").split("\n").length }))
      .filter(({ lines }) => lines > 400);
    expect(long).toEqual([]);
  });
});
