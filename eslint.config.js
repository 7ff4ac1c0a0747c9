// ESLint for the few JavaScript files (`npm run lint:code`; `npm test` runs it too, with no warning
// allowed): the JavaScript recommendations, and typescript-eslint's recommended and type-checked
// recommended rules, the types read from their JSDoc. The TypeScript files are oxlint's
// (.oxlintrc.json): the same rules and React's hooks rules, in 6 s where ESLint took half a minute
// of a core; oxlint cannot read the types of JavaScript files, which is why these stay here.
// Formatting is Prettier's (.prettierrc.json), so no rule here is about layout.
import js from "@eslint/js";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["dist/", ".pages-cache/", "coverage/", "test-results/", "playwright-report/", "bench-results/", "**/*.ts", "**/*.tsx", "**/*.mts"] },
  js.configs.recommended,
  tseslint.configs.recommended,
  tseslint.configs.recommendedTypeCheckedOnly,
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
);
