// `pages validate` keeps paths where they belong: the lead store out of the folders that are
// published (and `pages build` out of the folder it writes), and pictures inside public/. Each file is the shipped pages.json with one path changed,
// in a folder of its own beside a public/ of its own.
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { looksLikeCrash, positionAt, projectRoot, publicDir, runCli, runCliHere, runCliWithEnv, valuePosition } from "./helpers.ts";

const shipped = readFileSync(join(projectRoot, "pages.json"), "utf8");
let dir: string;
let file: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "pages-paths-"));
  cpSync(publicDir, join(dir, "public"), { recursive: true });
  symlinkSync(join(dir, "public"), join(dir, "data"));
  // A picture beside public/, which the site must never read.
  writeFileSync(join(dir, "secret.svg"), '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300"/>');
  file = join(dir, "pages.json");
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function withText(from: string, to: string): string {
  expect(shipped).toContain(from);
  const text = shipped.replace(from, to);
  writeFileSync(file, text);
  return text;
}

describe("a lead store where the site is published", () => {
  it.each(["public/leads.jsonl", "./dist/leads.jsonl", "dist/leads.jsonl", "data/leads.jsonl", "PUBLIC/leads.jsonl"])(
    "storeFile %s is refused at its place, exit 1",
    (storeFile) => {
      const text = withText('"storeFile": ".leads/leads.jsonl"', `"storeFile": "${storeFile}"`);
      const { code, stdout, stderr } = runCli("validate", file);
      const at = valuePosition(text, '"storeFile":');
      const folder = storeFile.includes("dist") ? "dist" : "public";
      expect(stdout).toContain(`${file}:${at.line}:${at.column}  The lead store "${storeFile}" is inside ${folder}/, which`);
      expect(stdout).toContain("anyone could download the name, phone number and email of every lead");
      expect(looksLikeCrash(stdout + stderr)).toBe(false);
      expect(code).toBe(1);
    },
  );

  it("PAGES_LEADS_FILE in public/ is refused too, naming the variable", () => {
    withText("", "");
    const storeFile = join(dir, "public", "leads.jsonl");
    const { code, stdout } = runCliWithEnv({ PAGES_LEADS_FILE: storeFile }, "validate", file);
    expect(stdout).toContain(`${file}  The lead store ${storeFile} named by the environment variable PAGES_LEADS_FILE is inside public/, which`);
    expect(code).toBe(1);
  });

  it("a store of its own folder is fine", async () => {
    withText('"storeFile": ".leads/leads.jsonl"', '"storeFile": "private/public-leads.jsonl"');
    const { code, stdout } = await runCliHere("validate", file);
    expect(stdout).toMatch(/ is valid: \d+ routes\.\n$/);
    expect(code).toBe(0);
  });
});

describe("a link in public/ to the lead store", () => {
  const link = () => join(dir, "public", "backup");
  afterEach(() => rmSync(link(), { force: true }));

  it.each([
    ["its folder, not made yet", "../.leads", false],
    ["its folder", "../.leads", true],
    ["the store itself", "../.leads/leads.jsonl", true],
    ["the database beside it", "../.leads/leads.db", true],
    ["the database's write-ahead log", "../.leads/leads.db-wal", true],
  ])("to %s is refused at storeFile's place, exit 1", async (_, target, made) => {
    rmSync(join(dir, ".leads"), { recursive: true, force: true });
    if (made) {
      mkdirSync(join(dir, ".leads"));
      writeFileSync(join(dir, ".leads", "leads.jsonl"), "");
    }
    symlinkSync(target, link());
    const text = withText("", "");
    const { code, stdout, stderr } = await runCliHere("validate", file);
    const at = valuePosition(text, '"storeFile":');
    expect(stdout).toContain(
      `${file}:${at.line}:${at.column}  The lead store ".leads/leads.jsonl" is reached by the link public/backup, which leads to ${target.slice("../".length)}: \`pages build\` leaves such a link out, but a copy of public/ made another way could follow it, and anyone could download the name, phone number and email of every lead. Remove the link, or keep the store in a folder no link in public/ leads to.`,
    );
    expect(looksLikeCrash(stdout + stderr)).toBe(false);
    expect(code).toBe(1);
  });

  it("is fine when it leads elsewhere, or has a hidden name, which is never published", async () => {
    mkdirSync(join(dir, "photos"), { recursive: true });
    symlinkSync("../photos", link());
    symlinkSync("../.leads", join(dir, "public", ".backup"));
    try {
      withText("", "");
      const { code, stdout } = await runCliHere("validate", file);
      expect(stdout).toMatch(/ is valid: \d+ routes\.\n$/);
      expect(code).toBe(0);
    } finally {
      rmSync(join(dir, "public", ".backup"));
    }
  });
});

describe("pages build --out-dir with the lead store inside", () => {
  // The build removes from its output folder what it did not write: the store would go with it.
  const lead = '{"id":"1","receivedAt":"2025-06-01T09:00:00.000Z","form":"contact","page":"/contact","fields":{"name":"Omar"}}\n';
  function site(): { out: string; store: string } {
    const out = join(dir, "site");
    rmSync(out, { recursive: true, force: true });
    mkdirSync(out);
    writeFileSync(join(out, "leads.jsonl"), lead);
    return { out, store: join(out, "leads.jsonl") };
  }
  function expectUntouched(out: string): void {
    expect(readdirSync(out)).toEqual(["leads.jsonl"]);
    expect(readFileSync(join(out, "leads.jsonl"), "utf8")).toBe(lead);
  }

  it("is refused before anything is written when PAGES_LEADS_FILE names it, exit 1", () => {
    withText("", "");
    const { out, store } = site();
    const { code, stdout, stderr } = runCliWithEnv({ PAGES_LEADS_FILE: store }, "build", file, "--out-dir", out);
    expect(stderr).toContain(
      `${file}  The lead store ${store} named by the environment variable PAGES_LEADS_FILE is inside site/, which \`pages build --out-dir\` writes the site into: anyone could download the name, phone number and email of every lead. Name a file outside public/, dist/ and site/.`,
    );
    expect(stderr).toContain(`Nothing was built: fix the problems in ${file} first.`);
    expect(looksLikeCrash(stdout + stderr)).toBe(false);
    expect(code).toBe(1);
    expectUntouched(out);
  });

  it("is refused at storeFile's place when pages.json names it, exit 1", async () => {
    const text = withText('"storeFile": ".leads/leads.jsonl"', '"storeFile": "site/leads.jsonl"');
    const { out } = site();
    const { code, stderr } = await runCliHere("build", file, "--out-dir", out);
    const at = valuePosition(text, '"storeFile":');
    expect(stderr).toContain(
      `${file}:${at.line}:${at.column}  The lead store "site/leads.jsonl" is inside site/, which \`pages build --out-dir\` writes the site into:`,
    );
    expect(code).toBe(1);
    expectUntouched(out);
  });
});

describe("a picture path that climbs out of public/", () => {
  const picture = '"heroImage": "/images/cities/lahore.svg"';

  it.each(["/../secret.svg", "/images/../../secret.svg", "/images/cities/../../../secret.svg"])("%s is refused at its place, exit 1", async (path) => {
    const text = withText(picture, `"heroImage": "${path}"`);
    const { code, stdout } = await runCliHere("validate", file);
    const at = valuePosition(text, `"heroImage": "${path}"`);
    expect(stdout).toContain(
      `${file}:${at.line}:${at.column}  "${path}" in the destination Lahore points outside the public/ folder with "..": write the picture's place inside public/`,
    );
    expect(code).toBe(1);
  });

  it.each(["/%2e%2e/secret.svg", "/images\\\\..\\\\..\\\\secret.svg", "//cdn.example.com/secret.svg"])(
    "%s is refused as no picture path, exit 1",
    async (path) => {
      const text = withText(picture, `"heroImage": "${path}"`);
      const { code, stdout } = await runCliHere("validate", file);
      const at = positionAt(text, text.indexOf(`"heroImage": "${path}"`) + '"heroImage": '.length);
      expect(stdout).toContain(`${file}:${at.line}:${at.column}  "${JSON.parse(`"${path}"`) as string}" in the destination Lahore `);
      expect(code).toBe(1);
    },
  );
});
