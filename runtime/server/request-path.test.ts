import { describe, expect, it } from "vitest";
import { pathOf, routedUrl } from "./request-path.ts";

describe("the path a request is routed by", () => {
  it.each([
    ["/api/x/%2e%2e/leads", "/api/leads"],
    ["/api/leads/%2e%2e/x?a=1", "/api/x?a=1"],
    ["/a/./b/../c", "/a/c"],
    ["//etc/passwd", "/passwd"],
    ["/%2eenv", "/%2eenv"],
    // Escapes that decode to nothing are routed by their letters.
    ["/%", "/%25"],
    ["/public/%E0%A4%A", "/public/%25E0%25A4%25A"],
    ["/%c0%ae%c0%ae/x", "/%25c0%25ae%25c0%25ae/x"],
  ])("%s: %s", (target, routed) => {
    expect(routedUrl(target)).toBe(routed);
  });

  it("is no path for a target a browser never sends", () => {
    expect(pathOf("//")).toBeNull();
    expect(routedUrl("//")).toBe("//");
  });
});
