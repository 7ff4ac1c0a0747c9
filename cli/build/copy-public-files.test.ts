import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
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

/** Every file under a folder, by its path from there. */
function filesIn(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(folder.length + 1))
    .sort();
}

describe("copyPublicFiles", () => {
  it("copies public/ without its hidden files and folders, .well-known excepted", async () => {
    for (const path of ["favicon.svg", "images/ship.svg", ".env", ".git/config", "images/.DS_Store", ".well-known/security.txt", ".well-known/.secret"]) {
      put(join("public", path));
    }
    await copyPublicFiles(join(dir, "public"), join(dir, "dist"));
    expect(filesIn(join(dir, "dist"))).toEqual([join(".well-known", "security.txt"), "favicon.svg", join("images", "ship.svg")]);
  });

  it("copies what a link inside public/ leads to, and never what a link leads to outside it, saying so", async () => {
    put("public/images/ship.svg", "<svg/>");
    put(".leads/leads.jsonl", '{"name":"Omar"}');
    put("secret.txt", "secret");
    symlinkSync("../.leads", join(dir, "public", "backup"));
    symlinkSync(join(dir, "secret.txt"), join(dir, "public", "notes.txt"));
    symlinkSync("images/ship.svg", join(dir, "public", "boat.svg"));
    symlinkSync("images", join(dir, "public", "pictures"));
    symlinkSync("..", join(dir, "public", "images", "up"));
    symlinkSync("missing.svg", join(dir, "public", "gone.svg"));
    const skipped = await copyPublicFiles(join(dir, "public"), join(dir, "dist"));
    expect(filesIn(join(dir, "dist"))).toEqual(["boat.svg", join("images", "ship.svg"), join("pictures", "ship.svg")]);
    expect(readFileSync(join(dir, "dist", "boat.svg"), "utf8")).toBe("<svg/>");
    expect(skipped.sort((a, b) => a.path.localeCompare(b.path))).toEqual([
      { path: join("public", "backup"), reason: `it is a link to ${join(dir, ".leads")}, outside public/, and only what is in public/ is published` },
      { path: join("public", "gone.svg"), reason: "it is a link that leads nowhere" },
      { path: join("public", "images", "up"), reason: "it is a link to a folder that holds it, which would be copied without end" },
      { path: join("public", "notes.txt"), reason: `it is a link to ${join(dir, "secret.txt")}, outside public/, and only what is in public/ is published` },
      // Met again through the link to images/.
      { path: join("public", "pictures", "up"), reason: "it is a link to a folder that holds it, which would be copied without end" },
    ]);
  });

  it("leaves what the bundle wrote when public/ has a file of the same name", async () => {
    put("public/index.html", "from public");
    put("dist/index.html", "built");
    await copyPublicFiles(join(dir, "public"), join(dir, "dist"));
    expect(readdirSync(join(dir, "dist"))).toEqual(["index.html"]);
    expect(readFileSync(join(dir, "dist", "index.html"), "utf8")).toBe("built");
  });
});
