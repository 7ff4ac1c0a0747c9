import { describe, expect, it } from "vitest";
import { readRedirectsFile, redirectsFile } from "./redirects-file.ts";

const aliases = [
  { from: "/karachi-cargo", to: "/pakistan-cargo-to-karachi/" },
  { from: "/ur/karachi-cargo", to: "/ur/pakistan-cargo-to-karachi/" },
];

/** The rules a host that takes only a number as the status reads (Cloudflare Pages): a line with anything else is left out. */
const numbersOnly = (text: string) =>
  text
    .split("\n")
    .filter((line) => line && !line.startsWith("#"))
    .map((line) => line.split(/\s+/))
    .filter(([, , status]) => /^\d+$/.test(status ?? ""))
    .map(([from, to, status]) => `${from} ${to} ${status}`);

describe("the _redirects file", () => {
  const text = redirectsFile(aliases);

  it("forces each alias's redirect first, for Netlify, which serves the alias's page before a plain rule", () => {
    const rules = text.split("\n").filter((line) => line.startsWith("/"));
    expect(rules).toEqual([
      "/karachi-cargo /pakistan-cargo-to-karachi/ 301!",
      "/karachi-cargo /pakistan-cargo-to-karachi/ 301",
      "/ur/karachi-cargo /ur/pakistan-cargo-to-karachi/ 301!",
      "/ur/karachi-cargo /ur/pakistan-cargo-to-karachi/ 301",
    ]);
  });

  it("still names every alias with a plain 301 for a host that reads only numbers", () => {
    expect(numbersOnly(text)).toEqual(aliases.map(({ from, to }) => `${from} ${to} 301`));
  });

  it("is read by pages serve as one permanent redirect an alias, with or without its slash", () => {
    const read = readRedirectsFile(text);
    for (const { from, to } of aliases) {
      expect(read.redirectFor(from)).toEqual({ location: to, status: 301 });
      expect(read.redirectFor(`${from}/`)).toEqual({ location: to, status: 301 });
    }
    expect(read.redirectFor("/pakistan-cargo-to-karachi/")).toBeNull();
  });
});
