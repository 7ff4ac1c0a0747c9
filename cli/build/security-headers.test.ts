import { describe, expect, it } from "vitest";
import type { ExpandedSite } from "../../runtime/foundation/content/types.ts";
import { shippedSite } from "../../runtime/testing/render-block.tsx";
import { inlineScriptHashes } from "./inline-script-hashes.ts";
import { pathHeaders, securityHeaders, type PolicySource } from "./security-headers.ts";

/** The directives of a policy by name. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...sources]) => [name!, sources]),
  );
}

/** What the build works the headers out from, for the shipped site (or a changed copy of it), with its tag manager or none. */
function source(site: ExpandedSite = shippedSite(), tracked = true): PolicySource {
  return { pages: site.pages, tagManagerId: tracked ? site.file.site.tagManagerId : undefined };
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
  const policyOf = (from: PolicySource) => directives(securityHeaders(from, hashes)["Content-Security-Policy"]!);

  it("lets only the site's own scripts, the build's inline scripts and the tag manager run", () => {
    const policy = policyOf(source());
    expect(policy.get("script-src")).toEqual(["'self'", ...hashes, "https://*.googletagmanager.com"]);
    expect(policy.get("default-src")).toEqual(["'self'"]);
    expect(policy.get("object-src")).toEqual(["'none'"]);
    expect(policy.get("style-src")).toEqual(["'self'", "'unsafe-inline'"]);
  });

  it("names the tag manager's hosts, as Google lists them for Tag Manager and Analytics 4, only for a site that has one", () => {
    const tracked = policyOf(source());
    expect(tracked.get("img-src")).toEqual(["'self'", "https://*.google-analytics.com", "https://*.googletagmanager.com"]);
    expect(tracked.get("connect-src")).toEqual([
      "'self'",
      "https://*.google-analytics.com",
      "https://*.analytics.google.com",
      "https://*.googletagmanager.com",
    ]);
    const untracked = policyOf(source(shippedSite(), false));
    expect(untracked.get("script-src")).toEqual(["'self'", ...hashes]);
    expect(untracked.get("img-src")).toEqual(["'self'"]);
    expect(untracked.get("connect-src")).toEqual(["'self'"]);
    expect([...untracked.values()].flat().filter((origin) => origin.includes("google"))).toEqual([]);
  });

  it("keeps the site out of frames and other sites' windows, and withholds what it does not use", () => {
    const headers = securityHeaders(source(), hashes);
    expect(directives(headers["Content-Security-Policy"]!).get("frame-ancestors")).toEqual(["'none'"]);
    expect(headers["X-Frame-Options"]).toBe("DENY");
    expect(headers["Cross-Origin-Opener-Policy"]).toBe("same-origin");
    expect(headers["X-Content-Type-Options"]).toBe("nosniff");
    expect(headers["Referrer-Policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["Permissions-Policy"]).toMatch(/\bcamera=\(\).*\bgeolocation=\(\).*\bmicrophone=\(\)/);
  });

  it("takes pictures from data: addresses only when the build wrote a drawing into a page", () => {
    expect(policyOf(source(shippedSite(), false)).get("img-src")).toEqual(["'self'"]);
    expect(policyOf({ ...source(shippedSite(), false), drawsInline: true }).get("img-src")).toEqual(["'self'", "data:"]);
  });

  it("lets the forms post to the https addresses pages.json gives them, and nowhere else", () => {
    const shipped = policyOf(source(shippedSite(), false)).get("connect-src");
    expect(shipped).toEqual(["'self'"]);
    const elsewhere = policyOf(source(withFormPostingTo("https://forms.example.com/f/abc?x=1"), false));
    expect(elsewhere.get("connect-src")).toEqual(["'self'", "https://forms.example.com"]);
  });
});

describe("pathHeaders", () => {
  const year = { "Cache-Control": "public, max-age=31536000, immutable" };
  const noindex = { path: "/_data/*", headers: { "X-Robots-Tag": "noindex" } };

  it("gives the whole assets folder a year when the build named every file in it, and keeps the pages' data out of search results", () => {
    expect(pathHeaders(["/assets/index-CA-A2g-O.js", "/assets/noto-nastaliq-urdu-Xf3_k9Qa.woff2"])).toEqual([{ path: "/assets/*", headers: year }, noindex]);
  });

  it("names each file the build made when a file of public/assets/ keeps its own name, which is revalidated", () => {
    expect(pathHeaders(["/assets/index-CA-A2g-O.js", "/assets/logo.svg"])).toEqual([{ path: "/assets/index-CA-A2g-O.js", headers: year }, noindex]);
  });
});
