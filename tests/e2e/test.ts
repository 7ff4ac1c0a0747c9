// The `test` and `expect` of every browser test, one object for all the spec files: Playwright gives
// a file whose fixtures differ from another's workers of its own (a new process and a new browser
// each time it switches), so every file takes the same fixtures, those it does not use included. They
// cost nothing until asked for: the page kept between tests (shared-page.ts), and the `pages edit` an
// editor test starts on first use (editor/editor-fixture.ts).
export { expect, test } from "./editor/editor-fixture.ts";
