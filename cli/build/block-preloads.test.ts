import { describe, expect, it } from "vitest";
import { blockPreloads } from "./block-preloads.ts";

const manifest = {
  "index.html": { file: "assets/index-1.js", isEntry: true, imports: ["_react-1.js", "_styles-1.js"] },
  "_react-1.js": { file: "assets/react-1.js" },
  "_styles-1.js": { file: "assets/styles-1.js", imports: ["_react-1.js"] },
  "_shared-1.js": { file: "assets/shared-1.js", imports: ["_react-1.js"] },
  "blocks/faq/index.tsx": { file: "assets/faq-1.js", imports: ["_styles-1.js", "_shared-1.js"] },
  "blocks/live-chat/index.tsx": { file: "assets/live-chat-1.js", imports: ["_shared-1.js"] },
  "blocks/map/index.tsx": { file: "assets/map-1.js", imports: ["_shared-1.js"] },
  "blocks/form/index.tsx": { file: "assets/form-1.js", imports: ["_react-1.js"] },
};

describe("blockPreloads", () => {
  it("names a lazy block's file and what it imports, once each, leaving out what the entry brings", () => {
    expect(blockPreloads(manifest).filesFor(["hero", "faq", "live-chat", "faq"])).toEqual([
      "/assets/faq-1.js",
      "/assets/shared-1.js",
      "/assets/live-chat-1.js",
    ]);
  });

  it("leaves out blocks hydrated when the visitor comes near them, and blocks bundled with the entry", () => {
    expect(blockPreloads(manifest).filesFor(["form", "map", "hero", "breadcrumb"])).toEqual([]);
  });
});
