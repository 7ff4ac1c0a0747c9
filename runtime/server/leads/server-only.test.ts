// The lead settings are the server's: a webhook address can hold a secret, so the shell every
// page sends to the browser leaves them out.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { PagesFile } from "../../../schema/pages.gen.ts";
import { expandSite } from "../../foundation/content/expand.ts";
import { shellOf } from "../../data/shell.ts";

describe("site.leads", () => {
  it("is never part of what the browser receives", () => {
    const file = JSON.parse(readFileSync(new URL("../../../pages.json", import.meta.url), "utf8")) as PagesFile;
    file.site.leads = { ...file.site.leads, webhook: "https://hooks.example/secret-token" };
    const shell = shellOf(expandSite(file));
    expect(shell.site).not.toHaveProperty("leads");
    expect(JSON.stringify(shell)).not.toContain("secret-token");
    expect(shell.site.whatsapp).toBe(file.site.whatsapp);
  });
});
