// ESLint for the code (`npm run lint:code`; `npm test` runs it too, with no warning allowed):
// typescript-eslint's type-checked recommendations and React's rules of hooks. Formatting is
// Prettier's (.prettierrc.json), so no rule here is about layout.
import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["dist/", ".pages-cache/", "coverage/", "test-results/", "playwright-report/", "bench-results/", "schema/*.gen.ts"] },
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  reactHooks.configs.flat["recommended-latest"],
  {
    languageOptions: {
      globals: { ...globals.node, ...globals.browser },
      parserOptions: {
        projectService: { allowDefaultProject: ["*.js", "cli/*.mjs", "cli/bench/*.mjs", "tests/*.mjs"] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      // `const { leads, ...site } = file.site` is how a typed copy leaves a property out.
      "@typescript-eslint/no-unused-vars": ["error", { ignoreRestSiblings: true }],
    },
  },
  {
    // Tests compare with expect's asymmetric matchers (expect.any(String), expect.stringContaining),
    // which Vitest and Playwright type as any by design.
    files: ["**/*.test.ts", "**/*.test.tsx", "tests/**"],
    rules: { "@typescript-eslint/no-unsafe-assignment": "off" },
  },
  {
    // Playwright reads a fixture's first parameter to learn what it depends on, so it must be an
    // object pattern, `{}` for nothing; and its `use` is Playwright's, not React's hook.
    files: ["tests/e2e/**"],
    rules: { "no-empty-pattern": "off", "react-hooks/rules-of-hooks": "off" },
  },
);
