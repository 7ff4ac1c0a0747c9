import { readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { globSync } from "tinyglobby";
import { defineConfig } from "vitest/config";
import { BaseSequencer, type TestSpecification } from "vitest/node";

// Unit and component tests only; the browser tests under tests/e2e run with Playwright.
// JSX uses emotion's runtime through tsconfig's jsxImportSource.

const nodeTests = ["{blocks,cli,runtime,schema,tests}/**/*.test.ts"];
const domTests = ["{blocks,runtime}/**/*.test.tsx"];
const notHere = ["node_modules/**", "tests/e2e/**"];

// The tests of a worker share their modules: each worker loads the content core, the
// schema's compiled checker, the CLI and React once for all its files (37% less CPU for the node tests:
// 292 s against 462 s, measured on the 2-core machine). The DOM tests' page is happy-dom's, made once per
// worker too: 37-38 CPU-s for the 172 DOM tests against 52-53 with jsdom. A
// file that replaces a module other files load (vi.mock, vi.doMock) runs apart, in a module graph
// and a page of its own. A spy, a stubbed global or variable is put back when its file ends
// (runtime/testing/setup-shared.ts), so the files that make them share.
const replacesModules = /\bvi\.(mock|doMock)\(/;
const apart = (patterns: string[]) => globSync(patterns, { ignore: notHere }).filter((file) => replacesModules.test(readFileSync(file, "utf8")));
const nodeApart = apart(nodeTests);
const domApart = apart(domTests);

/**
 * Vitest's order (each project's files together, the largest first), except that the files that run
 * apart start first: each starts a worker of its own, and left to the end (their projects' names
 * sort after the others') they ran one or two at a time after every other file had ended, about
 * 3 s of a 2-core run with a core idle.
 */
class ApartFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    return [...sorted.filter((file) => file.project.config.isolate), ...sorted.filter((file) => !file.project.config.isolate)];
  }
}

export default defineConfig({
  test: {
    sequence: { sequencer: ApartFirst },
    testTimeout: 30_000,
    // One test file per core, not Vitest's default of one fewer: on two cores that default is one file
    // at a time, while many files spend most of their time waiting for the processes they start
    // (`pages build`, `pages serve`), which then leaves a core idle.
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          name: "node",
          include: nodeTests,
          exclude: [...notHere, ...nodeApart],
          environment: "node",
          isolate: false,
          setupFiles: ["runtime/testing/setup-shared.ts"],
        },
      },
      { extends: true, test: { name: "node-apart", include: nodeApart, environment: "node" } },
      {
        extends: true,
        test: {
          name: "dom",
          include: domTests,
          exclude: domApart,
          environment: "happy-dom",
          setupFiles: ["runtime/testing/setup-dom.ts", "runtime/testing/setup-shared.ts"],
          isolate: false,
        },
      },
      {
        extends: true,
        test: { name: "dom-apart", include: domApart, environment: "happy-dom", setupFiles: ["runtime/testing/setup-dom.ts"] },
      },
    ],
  },
});
