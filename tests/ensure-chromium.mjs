// Makes sure a Chromium exists for the browser tests, installing one when it can: as root on Debian,
// the headless shell from Debian's packages (also where a full Chromium is there already, since the
// shell costs less CPU), otherwise Playwright's own download when no Chromium is found at all.
// Prints the path it found; stops with one line saying what to install when it cannot.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { headlessShell, testBrowser } from "./test-browser.mjs";

function playwrightChromium() {
  try {
    const path = execFileSync(process.execPath, ["-e", "console.log(require('playwright-core').chromium.executablePath())"], { encoding: "utf8" }).trim();
    return path && existsSync(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

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
