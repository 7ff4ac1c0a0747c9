// The `pages` command in a project whose node_modules is a link to a folder elsewhere, as pnpm, a
// monorepo or a container volume mount leave it. Node runs a module from its real path, so nothing
// the CLI runs may live under node_modules: a copy of the project is set up that way here, with
// each package linked from a store folder that is not called node_modules.
import { spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { looksLikeCrash, projectRoot } from "./helpers.ts";

let dir: string;
let project: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "pages-linked-modules-"));
  project = join(dir, "project");
  const store = join(dir, "store");
  mkdirSync(store);
  for (const name of readdirSync(join(projectRoot, "node_modules"))) {
    if (name.startsWith(".")) continue;
    symlinkSync(join(projectRoot, "node_modules", name), join(store, name));
  }
  for (const name of ["cli", "runtime", "schema", "blocks", "public", "pages.json", "package.json", "tsconfig.json"]) {
    cpSync(join(projectRoot, name), join(project, name), { recursive: true });
  }
  symlinkSync(store, join(project, "node_modules"));
});

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

function pages(...args: string[]) {
  const result = spawnSync(process.execPath, ["cli/bin.mjs", ...args], {
    cwd: project,
    encoding: "utf8",
    env: { ...process.env, NO_COLOR: "1" },
    timeout: 60_000,
  });
  if (result.error) throw result.error;
  return result;
}

describe("a project whose node_modules links to a folder elsewhere", () => {
  it("validates its pages.json and lists its routes", () => {
    const validated = pages("validate");
    expect(looksLikeCrash(validated.stdout + validated.stderr), validated.stderr).toBe(false);
    expect(validated.stdout).toMatch(/^pages\.json is valid: \d+ routes\.\n$/);
    expect(validated.status).toBe(0);

    const routes = pages("routes", "--json");
    expect(routes.status, routes.stderr).toBe(0);
    expect((JSON.parse(routes.stdout) as { path: string }[]).map((route) => route.path)).toContain("/contact");
  });
});
