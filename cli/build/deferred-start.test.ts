import { describe, expect, it } from "vitest";
import { formProtocol, holdEarlySubmits } from "../../runtime/foundation/index.ts";
import { deferStart } from "./deferred-start.ts";

const viteTemplate = `<!doctype html>
<html lang="en">
  <head>
    <!--pages:head-->
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-1.js">
    <link rel="modulepreload" crossorigin href="/assets/styles-1.js">
  </head>
  <body>
    <div id="root"><!--pages:app--></div>
    <!--pages:data-->
  </body>
</html>`;

describe("deferStart", () => {
  it("takes Vite's entry script and preloads out of the template", () => {
    const { template } = deferStart(viteTemplate);
    expect(template).not.toContain("<script");
    expect(template).not.toContain("modulepreload");
    expect(template).toContain("<!--pages:head-->\n  </head>");
  });

  it("starts the entry after the first contentful paint, fetching its chunks and the page's own alongside", () => {
    const script = deferStart(viteTemplate).startScript(["/assets/faq-1.js"]);
    expect(script).toMatch(/^<script type="module">/);
    expect(script).toContain('["/assets/react-1.js","/assets/styles-1.js","/assets/faq-1.js"]');
    expect(script).toContain('import("/assets/index-1.js")');
    // The entry's chunks run one at a time, each in a task of its own, before the entry.
    expect(script).toContain('for (const chunk of ["/assets/react-1.js","/assets/styles-1.js"])');
    expect(script.indexOf("setTimeout(resume)")).toBeLessThan(script.indexOf('import("/assets/index-1.js")'));
    // Started once, when Paint Timing reports the first contentful paint (a frame alone where it cannot).
    expect(script).toContain('list.getEntriesByName("first-contentful-paint")');
    expect(script.match(/setTimeout\(start\)/g)).toHaveLength(1);
    expect(script).toContain("requestAnimationFrame(() => setTimeout(go))");
  });

  it("holds a form sent before the app's code has run, with the listener the dev entry uses", () => {
    const script = deferStart(viteTemplate).startScript([]);
    expect(script).toContain(`(${holdEarlySubmits.toString()})(document, ${JSON.stringify(formProtocol)});`);
  });

  it("refuses a template it cannot start the app from", () => {
    expect(() => deferStart("<html><body></body></html>")).toThrow(/no module script/);
  });
});
