// The CLI's cached bundle (cli/bundle-cache.mjs), in a copy of the project whose files the tests
// change: a bundle is used while the bytes it was made from are unchanged, whatever their times say,
// and any change to them (a block's file included) gives a new bundle, which replaces the old one.
import { spawn } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HONEYPOT_FIELD } from "../../blocks/forms.ts";
import { freshBundle } from "../../cli/bundle-cache.mjs";
import { copyOfProject, runCliIn } from "./helpers.ts";

let project: string;

beforeAll(() => {
  project = copyOfProject({ ownCaches: true });
});
afterAll(() => {
  rmSync(project, { recursive: true, force: true });
});

/** The bundles in the copy's cache, by folder name. */
function bundles(): string[] {
  return readdirSync(join(project, ".pages-cache")).filter((name) => /^cli-[0-9a-f]+$/.test(name));
}

function help(): void {
  const result = runCliIn(project, "--help");
  expect(result.code, result.stderr).toBe(0);
}

/** The file under blocks/ that names the trap field robots fill in (blocks/forms.ts gives its name). */
function trapFieldFile(): string {
  const blocks = join(project, "blocks");
  const paths = readdirSync(blocks, { recursive: true, encoding: "utf8" }).map((path) => join(blocks, path));
  const found = paths.find((path) => path.endsWith(".ts") && readFileSync(path, "utf8").includes(`= "${HONEYPOT_FIELD}"`));
  if (!found) throw new Error(`no file under blocks/ sets the trap field "${HONEYPOT_FIELD}"`);
  return found;
}

/** The form of the copy's pages.json a submission names, and a page of the site. */
function someForm(): { form: string; page: string } {
  // A lead must name a page that shows its form: the first page of pages.json that has one.
  const { pages } = JSON.parse(readFileSync(join(project, "pages.json"), "utf8")) as { pages: { route: string; blocks: { type: string; id?: string }[] }[] };
  for (const { route, blocks } of pages) {
    const form = blocks.find((block) => block.type === "form" && typeof block.id === "string");
    if (form) return { form: form.id!, page: route };
  }
  throw new Error("pages.json has no page with a form");
}

/** Starts `pages serve` in the copy, posts one submission, stops it; the answer's status and the log. */
async function postLead(submission: unknown): Promise<{ status: number; log: string }> {
  const dist = join(project, "served");
  mkdirSync(dist, { recursive: true });
  writeFileSync(join(dist, "index.html"), "<p>home</p>");
  writeFileSync(join(dist, "_headers"), "/*\n  X-Frame-Options: DENY\n");
  const child = spawn(process.execPath, ["cli/bin.mjs", "serve", "--port", "0", "--dir", dist], {
    cwd: project,
    env: { ...process.env, PAGES_LEADS_FILE: join(project, "leads.jsonl") },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  child.stderr.on("data", (chunk: Buffer) => (log += chunk.toString("utf8")));
  const exited = new Promise<void>((resolve) => child.on("exit", () => resolve()));
  try {
    const url = await new Promise<string>((resolve, reject) => {
      child.stdout.on("data", (chunk: Buffer) => {
        log += chunk.toString("utf8");
        const found = /at (http:\/\/[\d.]+:\d+)\//.exec(log);
        if (found) resolve(found[1]!);
      });
      void exited.then(() => reject(new Error(`pages serve ended before listening: ${log}`)));
    });
    const response = await fetch(`${url}/api/leads`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(submission) });
    await response.text();
    child.kill("SIGTERM");
    await exited;
    return { status: response.status, log };
  } finally {
    if (child.exitCode === null) child.kill("SIGKILL");
  }
}

describe("the CLI's cached bundle", () => {
  it("is built once and kept while its files keep their bytes, even when their times change", () => {
    help();
    const [built, ...others] = bundles();
    expect(others).toEqual([]);
    const entry = join(project, ".pages-cache", built!, "index.mjs");
    const madeAt = statSync(entry).mtimeMs;

    // As a checkout, an editor's "save" without a change, or `touch` leave them.
    const later = new Date(Date.now() + 3_600_000);
    for (const path of ["blocks/forms.ts", "cli/index.ts", "runtime/foundation/index.ts", "package-lock.json"]) utimesSync(join(project, path), later, later);
    help();
    expect(bundles()).toEqual([built]);
    expect(statSync(entry).mtimeMs).toBe(madeAt);
  });

  it("is no longer fresh when any file it is made from, or a setting, changes; and fresh again when it is restored", () => {
    help();
    // An entry of each folder the CLI is made from, the block file of the trap field, and the settings.
    const changed = [
      ...["cli/index.ts", "runtime/foundation/content/index.ts", "schema/pages.schema.json", "package-lock.json", "tsconfig.json"].map((path) =>
        join(project, path),
      ),
      trapFieldFile(),
    ];
    for (const path of changed) {
      const before = readFileSync(path);
      expect(freshBundle(project), path).not.toBeNull();
      writeFileSync(path, Buffer.concat([before, Buffer.from("\n")]));
      expect(freshBundle(project), path).toBeNull();
      writeFileSync(path, before);
      expect(freshBundle(project), path).not.toBeNull();
    }
  });

  it("picks up a changed block file, even when its time goes backwards", { timeout: 60_000 }, async () => {
    const { form, page } = someForm();
    const trap = "trap_renamed";
    // Not yet the trap field: the form's rules refuse the submission, which has none of its fields.
    const before = await postLead({ form, page, fields: { [trap]: "robot" } });
    expect(before.status, before.log).toBe(400);

    const file = trapFieldFile();
    const time = statSync(file).mtime;
    writeFileSync(file, readFileSync(file, "utf8").replace(`"${HONEYPOT_FIELD}"`, `"${trap}"`));
    // Back to a time before the bundle was made, as unpacking an archive or a copy that keeps dates may leave it.
    const past = new Date(time.getTime() - 86_400_000);
    utimesSync(file, past, past);

    const after = await postLead({ form, page, fields: { [trap]: "robot" } });
    expect(after.status, after.log).toBe(201);
    expect(after.log).toMatch(/filled the trap field and was dropped/);
  });

  it("replaces the old bundles by the new one", () => {
    help();
    const old = bundles();
    // A bundle is left alone for a minute after a process started from it, in case that process is
    // still loading it; these are made older than that.
    const past = new Date(Date.now() - 3_600_000);
    for (const name of old) utimesSync(join(project, ".pages-cache", name), past, past);
    const entry = join(project, "cli", "index.ts");
    writeFileSync(entry, `${readFileSync(entry, "utf8")}\n`);
    help();
    const [built, ...others] = bundles();
    expect(others).toEqual([]);
    expect(old).not.toContain(built);
  });
});
