// The editor's worker validates and lints in the browser, with nothing asked of the server: the
// same problems and findings `pages validate` and `pages lint` give, at the saved file's lines.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { cachedSchemaValidator, projectRoot } from "../server/index.ts";
import { checkDocument, type CheckRequest } from "./check-document.ts";

const shipped = readFileSync(join(projectRoot, "pages.json"), "utf8");
const lineOf = (words: string) => shipped.split("\n").findIndex((line) => line.includes(words)) + 1;

function request(change: (document: Record<string, unknown>) => void = () => {}, leadStore: CheckRequest["leadStore"] = null): CheckRequest {
  const document = JSON.parse(shipped) as Record<string, unknown>;
  change(document);
  // Every picture is there: this is about the checks, not public/.
  return { id: 1, baseText: shipped, document, publicFiles: pictures, file: "pages.json", leadStore, schema: cachedSchemaValidator() };
}

const pictures = [...new Set([...shipped.matchAll(/"(\/(?:images|icons)\/[^"]+)"/g)].map((match) => match[1]!))];

describe("the editor's checks", () => {
  it("lint a valid file in the browser: the lint's findings with their rule, related places and routes", () => {
    const answer = checkDocument(request());
    expect(answer.problems).toEqual([]);
    expect(answer.findings).toHaveLength(31);
    const founded = answer.findings.find((finding) => finding.code === "founding-year" && finding.routes[0] === "/about");
    expect(founded).toMatchObject({
      severity: "error",
      messageId: "conflict",
      message: "Founding year 2015 here, but 2008 on / and on /ur/",
      place: { file: "pages.json", line: lineOf("was founded in 2015") },
      related: [
        { message: "on /", place: { line: lineOf("Established in 2008") } },
        { message: "on /ur/", place: { line: lineOf("2008 میں قائم") } },
      ],
    });
  });

  it("give validate's problems for a file that is not valid, and no lint", () => {
    const answer = checkDocument(
      request((document) => {
        (document.site as Record<string, unknown>).phone = "050";
      }),
    );
    expect(answer.problems.map((problem) => [problem.code, problem.place.pointer])).toEqual([["invalid-phone", "/site/phone"]]);
    expect(answer.findings).toEqual([]);
    expect(answer.linted).toBe(false);
  });

  it("refuse a lead store that would be published, from the server's answer for the store the file names", () => {
    const published = { store: ".leads/leads.jsonl", folder: "public", how: "is copied into every build" };
    const answer = checkDocument(request(undefined, { storeFile: ".leads/leads.jsonl", published }));
    expect(answer.problems.map((problem) => [problem.code, problem.place.pointer])).toEqual([["published-lead-store", "/site/leads/storeFile"]]);
    // Another store than the one the server was asked about is not known to be published.
    const renamed = checkDocument(
      request(
        (document) => {
          ((document.site as Record<string, unknown>).leads as Record<string, unknown>).storeFile = "elsewhere.jsonl";
        },
        { storeFile: ".leads/leads.jsonl", published },
      ),
    );
    expect(renamed.problems).toEqual([]);
  });
});
