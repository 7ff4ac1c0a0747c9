import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

// Unit and component tests only; the browser tests under tests/e2e run with Playwright.
// JSX uses emotion's runtime through tsconfig's jsxImportSource.
export default defineConfig({
  test: {
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
          include: ["{blocks,cli,runtime,schema,tests}/**/*.test.ts"],
          exclude: ["node_modules/**", "tests/e2e/**"],
          environment: "node",
        },
      },
      {
        extends: true,
        test: {
          name: "dom",
          include: ["{blocks,runtime}/**/*.test.tsx"],
          environment: "jsdom",
          setupFiles: ["runtime/testing/setup-dom.ts"],
        },
      },
    ],
  },
});
