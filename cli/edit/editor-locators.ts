// Where things are on the editor's screen, for what drives it from outside (the browser tests, the
// benchmark, the guide's screenshots).
import type { Page } from "playwright";

/** The box of a text in one language (English unless said): each text of the site has one per language, grouped under its name. */
export const textBox = (page: Page, label: string, language = "English") =>
  page.getByRole("group", { name: label, exact: true }).getByLabel(language, { exact: true });
