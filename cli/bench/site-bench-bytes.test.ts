import { describe, expect, it } from "vitest";
import { referencedResources } from "./site-bench-bytes.ts";

describe("referencedResources", () => {
  it("finds the tags a page names and the scripts its start script fetches, each once", () => {
    const html = `<html><head><link rel="stylesheet" href="/assets/site-1.css"><link rel="modulepreload" href="/assets/a-1.js"></head>
      <body><script id="__pages_data" type="application/json">{"x":"<script src=\\"/assets/fake.js\\">"}</script>
      <script type="module">
        const start = async () => { for (const href of ["/assets/a-1.js","/assets/b-1.js"]) {} await import("/assets/index-1.js"); };
      </script></body></html>`;
    const { references } = referencedResources(html, "http://127.0.0.1:1/page");
    expect(references).toEqual([
      { path: "/assets/site-1.css", kind: "stylesheet" },
      { path: "/assets/a-1.js", kind: "modulepreload" },
      { path: "/assets/b-1.js", kind: "started" },
      { path: "/assets/index-1.js", kind: "started" },
    ]);
  });
});
