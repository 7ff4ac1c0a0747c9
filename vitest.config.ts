import { defineConfig } from "vitest/config";

// Unit and component tests only; the browser tests under tests/e2e run with Playwright.
// JSX uses emotion's runtime through tsconfig's jsxImportSource.
export default defineConfig({
  test: {
    testTimeout: 30_000,
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
