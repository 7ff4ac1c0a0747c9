// Makes sure a Chromium exists for the browser tests, installing one when it can.
// Prints the path it found; stops with one line saying what to install when it cannot.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"];

function found() {
  return candidates.find((path) => path && existsSync(path));
}

function playwrightChromium() {
  try {
    const path = execFileSync(process.execPath, ["-e", "console.log(require('playwright-core').chromium.executablePath())"], { encoding: "utf8" }).trim();
    return path && existsSync(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

let path = found() ?? playwrightChromium();
if (!path) {
  const isRoot = process.getuid?.() === 0;
  if (isRoot && existsSync("/etc/debian_version")) {
    console.log("No Chromium found: installing Debian's chromium package...");
    spawnSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
    spawnSync("apt-get", ["install", "-y", "-qq", "chromium"], { stdio: "inherit", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });
  } else {
    console.log("No Chromium found: downloading Playwright's Chromium...");
    spawnSync("npx", ["playwright", "install", "chromium"], { stdio: "inherit" });
  }
  path = found() ?? playwrightChromium();
}
if (!path) {
  console.error("The browser tests need Chromium: install it (Debian: apt-get install chromium) or set CHROMIUM_PATH to its path.");
  process.exit(1);
}
console.log(`Chromium: ${path}`);
