import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { phoneFonts } from "./phone-fonts.ts";

const workDir = mkdtempSync(join(tmpdir(), "phone-fonts-"));
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

describe("the fonts Lighthouse's browser draws with", () => {
  it("are the machine's and Noto Naskh Arabic in TrueType, named to fontconfig beside the system's own", async () => {
    const fonts = await phoneFonts(workDir, {});
    const config = fonts.env.FONTCONFIG_FILE!;
    expect(config).toBe(join(workDir, "phone-fonts.conf"));
    const text = readFileSync(config, "utf8");
    expect(text).toContain('<include ignore_missing="yes">/etc/fonts/fonts.conf</include>');
    expect(text).toContain(`<dir>${join(workDir, "phone-fonts")}</dir>`);
    const font = readFileSync(join(workDir, "phone-fonts", "noto-naskh-arabic.ttf"));
    // A TrueType file (version 1.0), not the WOFF2 it was decoded from, which names its family.
    expect(font.subarray(0, 4)).toEqual(Buffer.from([0, 1, 0, 0]));
    expect(font.includes(Buffer.from("Noto Naskh Arabic", "utf16le").swap16())).toBe(true);
    // Prepared once per folder.
    expect(await phoneFonts(workDir, {})).toBe(fonts);
  });

  it("are the machine's alone with BENCH_SYSTEM_FONTS=1", async () => {
    const fonts = await phoneFonts(join(workDir, "other"), { BENCH_SYSTEM_FONTS: "1" });
    expect(fonts.env).toEqual({});
    expect(fonts.described).toMatch(/machine's own/);
  });
});
