import { describe, expect, it } from "vitest";
import { headersFile, readHeadersFile } from "./headers-file.ts";

describe("readHeadersFile", () => {
  it("reads back what the build writes, for every address", () => {
    const headers = { "Content-Security-Policy": "default-src 'self'; img-src 'self' https://*.example.com", "X-Frame-Options": "DENY" };
    const file = readHeadersFile(headersFile(headers));
    for (const path of ["/", "/about", "/services/x/y", "/api/leads"]) {
      expect(file.headersFor(path)).toEqual([
        ["content-security-policy", headers["Content-Security-Policy"]],
        ["x-frame-options", "DENY"],
      ]);
    }
  });

  it("matches paths as the hosts do: exact, * for anything, :name for one segment; comments and other hosts skipped", () => {
    const file = readHeadersFile(
      ["# comment", "/about", "  X-A: exact", "/assets/*", "  X-B: splat", "/areas/:slug", "  X-C: one", "https://example.com/*", "  X-D: other host", ""].join(
        "\n",
      ),
    );
    expect(file.headersFor("/about")).toEqual([["x-a", "exact"]]);
    expect(file.headersFor("/about/team")).toEqual([]);
    expect(file.headersFor("/assets/a/b.js")).toEqual([["x-b", "splat"]]);
    expect(file.headersFor("/areas/dubai")).toEqual([["x-c", "one"]]);
    expect(file.headersFor("/areas/dubai/more")).toEqual([]);
  });

  it("joins the values of a header that several matching rules set", () => {
    const file = readHeadersFile("/*\n  Cache-Control: public\n/assets/*\n  Cache-Control: max-age=60\n");
    expect(file.headersFor("/assets/x.js")).toEqual([["cache-control", "public, max-age=60"]]);
  });
});
