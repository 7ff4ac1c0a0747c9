import { describe, expect, it } from "vitest";
import type { ExpandedSite } from "../../runtime/content/types.ts";
import { shippedSite } from "../../runtime/testing/render-block.tsx";
import { inlineScriptHashes } from "./inline-script-hashes.ts";
import { securityHeaders } from "./security-headers.ts";

/** The directives of a policy by name. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...sources]) => [name!, sources]),
  );
}

/** The shipped site with its contact form posting to another https address. */
function withFormPostingTo(url: string): ExpandedSite {
  const site = shippedSite();
  return {
    ...site,
    pages: site.pages.map((page) => ({
      ...page,
      blocks: page.blocks.map((block) => (block.type === "form" && block.id === "contact" ? { ...block, delivery: { kind: "http" as const, url } } : block)),
    })),
  };
}

describe("inlineScriptHashes", () => {
  it("hashes the inline scripts a browser runs, as the browser does, and skips data and external scripts", () => {
    const html = [
      "<script>alert(1)</script>",
      '<script type="module">\n  import("/a.js");\n</script>',
      '<script type="application/json" id="data">{"a":1}</script>',
      '<script type="application/ld+json">{}</script>',
      '<script type="module" src="/assets/x.js"></script>',
    ].join("\n");
    // The first is the hash browsers' own CSP error messages give for alert(1).
    expect(inlineScriptHashes(html)).toEqual(["'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='", expect.stringMatching(/^'sha256-[A-Za-z0-9+/]{43}='$/)]);
  });
});

describe("securityHeaders", () => {
  const hashes = ["'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='"];

  it("lets only the site's own scripts, the build's inline scripts and the tag manager run", () => {
    const policy = directives(securityHeaders(shippedSite(), hashes)["Content-Security-Policy"]!);
    expect(policy.get("script-src")).toEqual(["'self'", ...hashes, "https://*.googletagmanager.com"]);
    expect(policy.get("default-src")).toEqual(["'self'"]);
    expect(policy.get("object-src")).toEqual(["'none'"]);
    expect(policy.get("style-src")).toEqual(["'self'", "'unsafe-inline'"]);
  });

  it("keeps the site out of frames and withholds what it does not use", () => {
    const headers = securityHeaders(shippedSite(), hashes);
    expect(directives(headers["Content-Security-Policy"]!).get("frame-ancestors")).toEqual(["'none'"]);
    expect(headers["X-Frame-Options"]).toBe("DENY");
    expect(headers["X-Content-Type-Options"]).toBe("nosniff");
    expect(headers["Referrer-Policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["Permissions-Policy"]).toMatch(/\bcamera=\(\).*\bgeolocation=\(\).*\bmicrophone=\(\)/);
  });

  it("lets the forms post to the https addresses pages.json gives them, and nowhere else", () => {
    const shipped = directives(securityHeaders(shippedSite(), hashes)["Content-Security-Policy"]!).get("connect-src")!;
    expect(shipped.filter((source) => !source.includes("google"))).toEqual(["'self'"]);
    const elsewhere = directives(securityHeaders(withFormPostingTo("https://forms.example.com/f/abc?x=1"), hashes)["Content-Security-Policy"]!);
    expect(elsewhere.get("connect-src")).toContain("https://forms.example.com");
  });
});
