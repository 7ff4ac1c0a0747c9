// ESLint for the code (`npm run lint:code`; `npm test` runs it too, with no warning allowed): the
// JavaScript recommendations, typescript-eslint's recommended rules and React's rules of hooks.
// typescript-eslint's type-checked recommendations are oxlint's to check in the TypeScript files
// (.oxlintrc.json, the same 23 rules through TypeScript 7's checker, in 4 s where they took ESLint a
// minute of a core); ESLint checks them in the few JavaScript files, which oxlint cannot type.
// Formatting is Prettier's (.prettierrc.json), so no rule here is about layout.
import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const javaScript = ["**/*.js", "**/*.mjs"];

export default tseslint.config(
  { ignores: ["dist/", ".pages-cache/", "coverage/", "test-results/", "playwright-report/", "bench-results/", "schema/*.gen.ts"] },
  js.configs.recommended,
  tseslint.configs.recommended,
  reactHooks.configs.flat["recommended-latest"],
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      // `const { leads, ...site } = file.site` is how a typed copy leaves a property out.
      "@typescript-eslint/no-unused-vars": ["error", { ignoreRestSiblings: true }],
    },
  },
  {
    files: javaScript,
    extends: [tseslint.configs.recommendedTypeCheckedOnly],
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ["*.js", "cli/*.mjs", "cli/bench/*.mjs", "tests/*.mjs"] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
  },
  {
    // Playwright reads a fixture's first parameter to learn what it depends on, so it must be an
    // object pattern, `{}` for nothing; and its `use` is Playwright's, not React's hook.
    files: ["tests/e2e/**"],
    rules: { "no-empty-pattern": "off", "react-hooks/rules-of-hooks": "off" },
  },
);
