// The site reads right to left in Urdu: its styles say start and end (CSS logical properties), not
// left and right, so one rule serves both directions. Checked on the style sources of the blocks and
// the runtime the site draws (the visual editor's page is in English only, left to right).
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../../", import.meta.url));

/**
 * Places where left or right is meant whatever the direction, each with its reason: a map's pin
 * is centred on its spot with left: 50% and translate(-50%), and a map is not mirrored.
 */
const meant = new Set(["blocks/map/index.tsx"]);

function sources(folder: string): string[] {
  return readdirSync(join(root, folder)).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(join(root, path)).isDirectory()) return path === "runtime/editor" ? [] : sources(path);
    return /\.tsx?$/.test(name) && !/\.(test|spec)\.tsx?$/.test(name) ? [path] : [];
  });
}

/** A declaration that styles one side only, in physical terms. */
const oneSided = [
  /\b(?:margin|padding|border)-(?:left|right)\b/,
  /\btext-align:\s*(?:left|right)\b/,
  /\bfloat:\s*(?:left|right)\b/,
  /^\s*(?:left|right):\s*[-\d$]/,
];
/** A four-value margin or padding whose right and left differ. */
const shorthand = /\b(margin|padding):\s*([^;\s]+)\s+([^;\s]+)\s+([^;\s]+)\s+([^;\s]+);/;

function findings(path: string): string[] {
  const lines = readFileSync(join(root, path), "utf8").split("\n");
  return lines.flatMap((line, index) => {
    const where = `${path}:${index + 1}: ${line.trim()}`;
    if (oneSided.some((pattern) => pattern.test(line))) return meant.has(path) ? [] : [where];
    const four = shorthand.exec(line);
    return four && four[3] !== four[5] ? [where] : [];
  });
}

describe("styles for both reading directions", () => {
  it("write start and end, never left or right for one side", () => {
    const files = [...sources("blocks"), ...sources("runtime")];
    expect(files.length).toBeGreaterThan(50);
    expect(files.flatMap(findings).map((finding) => relative(root, join(root, finding)))).toEqual([]);
  });
});
