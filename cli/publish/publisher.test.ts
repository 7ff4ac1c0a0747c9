// What a publish stopped half-way leaves (the server stopped during a build) is removed when the next server starts.
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, it } from "vitest";
import { projectRoot } from "../../runtime/server/index.ts";
import { findingWords, Publisher } from "./publisher.ts";

it("removes an unfinished version and the copy being published when it starts", () => {
  const dir = mkdtempSync(join(tmpdir(), "pages-publisher-"));
  try {
    writeFileSync(join(dir, "pages.json"), "{}");
    writeFileSync(join(dir, ".publishing-pages.json"), "{}");
    mkdirSync(join(dir, ".pages", "versions", ".20261126-150000", "site"), { recursive: true });
    const publisher = new Publisher({ root: projectRoot, pagesFile: join(dir, "pages.json") });
    expect(existsSync(join(dir, ".publishing-pages.json"))).toBe(false);
    expect(existsSync(join(dir, ".pages", "versions", ".20261126-150000"))).toBe(false);
    expect(publisher.versions.list()).toEqual([]);
    expect(publisher.underWay()).toBeNull();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

it("names a finding's pages and leaves out the file's lines and columns", () => {
  expect(
    findingWords({
      severity: "error",
      message: "Founding year 2008 here, but 2015 on /about (pages.json:1408:51) and on /ur/about (pages.json:1409:50)",
      routes: ["/"],
      related: [
        { file: "pages.json", line: 1408, column: 51 },
        { file: "pages.json", line: 1409, column: 50 },
      ],
    }),
  ).toBe("On /: Founding year 2008 here, but 2015 on /about and on /ur/about");
});

it("says a finding in the staff's words where the check has them", () => {
  const finding = {
    severity: "warning",
    message: 'It is a link button with no "href"',
    staffMessage: "It is a link button with no link address",
    routes: ["/areas/dubai"],
  };
  expect(findingWords(finding)).toBe("On /areas/dubai: It is a link button with no link address");
});
