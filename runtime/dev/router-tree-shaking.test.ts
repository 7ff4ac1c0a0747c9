import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { build } from "vite";
import { describe, expect, it } from "vitest";
import { markTreeShakable, routerTreeShaking } from "./router-tree-shaking.ts";

describe("marking react-router tree-shakable", () => {
  it("removes names for the debugger and marks factory calls pure", () => {
    const source = [
      `import * as React4 from "react";`,
      `var LocationContext = React4.createContext(null);`,
      `LocationContext.displayName = "Location";`,
      `var Link = React4.forwardRef(function LinkWithRef(props, ref) { return null; });`,
      `Link.displayName = "Link";`,
      `var Memo = React4.memo(Link);`,
    ].join("\n");
    const result = markTreeShakable(source);
    expect(result).not.toContain("displayName");
    expect(result).toContain(`var LocationContext = /* @__PURE__ */ React4.createContext(null);`);
    expect(result).toContain(`var Link = /* @__PURE__ */ React4.forwardRef(function LinkWithRef`);
    expect(result).toContain(`var Memo = /* @__PURE__ */ React4.memo(Link);`);
  });

  it("leaves statements that change behaviour, and calls already marked, as they are", () => {
    const source = [
      `Boundary.contextType = RouterContext;`,
      `Link.displayName = computeName(Link);`,
      `window.displayName = "x", other();`,
      `var Fetchers = /* @__PURE__ */ React.createContext(new Map());`,
      `var state = React.useState(0);`,
      `var history = createBrowserHistory();`,
      `var names = { [key]: React.createContext(null) };`,
    ].join("\n");
    expect(markTreeShakable(source)).toBe(source);
  });

  it("keeps out of the bundle the parts of react-router the site does not use", async () => {
    // Inside the project, so "react-router" resolves as it does for the site.
    const folder = await mkdtemp(resolve("node_modules/.router-shake-"));
    try {
      const entry = join(folder, "entry.js");
      await writeFile(
        entry,
        `import { createElement } from "react";\n` +
          `import { BrowserRouter, useLocation, useNavigate } from "react-router";\n` +
          `export function App() { const where = useLocation(); const go = useNavigate();\n` +
          `  return createElement(BrowserRouter, null, createElement("p", { onClick: () => go("/") }, where.pathname)); }\n`,
      );
      const bundle = async (plugins: ReturnType<typeof routerTreeShaking>[]) => {
        const output = await build({
          configFile: false,
          logLevel: "silent",
          root: folder,
          plugins,
          build: {
            write: false,
            minify: false,
            lib: { entry, formats: ["es"], fileName: "entry" },
            rolldownOptions: { external: ["react", "react-dom"] },
          },
        });
        const [result] = Array.isArray(output) ? output : [output];
        if (!("output" in result)) throw new Error("the build did not return its output");
        return result.output.map((file) => ("code" in file ? file.code : "")).join("\n");
      };
      const plain = await bundle([]);
      const shaken = await bundle([routerTreeShaking()]);
      // ScrollRestoration's storage key and the route matcher's hydration message: both parts
      // the site never calls. The plain bundle carries them, so the check can fail.
      for (const unused of ["react-router-scroll-positions", "No `HydrateFallback` element"]) {
        expect(plain).toContain(unused);
        expect(shaken).not.toContain(unused);
      }
      expect(shaken).toContain("function BrowserRouter");
      expect(shaken).toContain("function useNavigate");
      expect(shaken.length).toBeLessThan(plain.length / 2);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  }, 30_000);
});
