// Page data: the shell every page shares and one page's data, made from the expanded site for the
// build and the dev server (memoryPageSource), and the addresses the browser fetches them from.
// Separate from runtime/foundation/index.ts, which blocks import: a visitor's browser has no use
// for making page data, nor for the whole icon set (iconSet, lucide's components).
export { dataPrefix, dataUrl, fallbackDataUrl, shellUrl } from "./data-url.ts";
export { memoryPageSource } from "./memory-source.ts";
export type { FontUrls } from "./shell.ts";
export { addressKey, findPage, pageDataOf } from "./page-data.ts";
export { iconSet } from "./icon-set.ts";
export type { PageSource } from "./page-source.ts";
export type { NavLink, PageData, RenderedPage, ShellData } from "../foundation/site-data.ts";
export type { RenderedHtml, RenderPage } from "./rendered-html.ts";
