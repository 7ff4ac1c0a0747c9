import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { copyPublicFiles } from "./copy-public-files.ts";

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "public-files-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function put(path: string, content = "x"): void {
  mkdirSync(dirname(join(dir, path)), { recursive: true });
  writeFileSync(join(dir, path), content);
}

describe("copyPublicFiles", () => {
  it("copies public/ without its hidden files and folders, .well-known excepted", async () => {
    for (const path of ["favicon.svg", "images/ship.svg", ".env", ".git/config", "images/.DS_Store", ".well-known/security.txt", ".well-known/.secret"]) {
      put(join("public", path));
    }
    await copyPublicFiles(join(dir, "public"), join(dir, "dist"));
    const copied = readdirSync(join(dir, "dist"), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name).slice(join(dir, "dist").length + 1))
      .sort();
    expect(copied).toEqual([join(".well-known", "security.txt"), "favicon.svg", join("images", "ship.svg")]);
  });

  it("leaves what the bundle wrote when public/ has a file of the same name", async () => {
    put("public/index.html", "from public");
    put("dist/index.html", "built");
    await copyPublicFiles(join(dir, "public"), join(dir, "dist"));
    expect(readdirSync(join(dir, "dist"))).toEqual(["index.html"]);
    expect(readFileSync(join(dir, "dist", "index.html"), "utf8")).toBe("built");
  });
});
