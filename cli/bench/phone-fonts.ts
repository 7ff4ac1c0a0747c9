// The fonts Lighthouse's browser draws a page with. Lighthouse emulates a phone (a Moto G Power's
// screen and speed) but draws with the fonts of the machine it runs on. Until an Urdu page's
// Nastaliq is in the browser's cache, the page is drawn in Noto Naskh Arabic, the first of its
// fallback fonts (runtime/foundation/theme/font-faces.ts), which every Android phone has. A Debian
// machine without fonts-noto-core has no font with the letters ے and ہ at all: Chromium draws
// boxes for them and asks the system for a font at each text that has them, which on the 2-core
// machine made the first layout of /ur/services/sea-freight/ 60-89 ms instead of 29-48 (unthrottled,
// 8 loads each), and the first layout is the task Lighthouse's simulation most often counts as
// blocking on an Urdu page. So the bench gives the browser Noto Naskh Arabic as a phone has it: the
// project's own copy (@fontsource/noto-naskh-arabic, the file the build serves Arabic pages),
// decoded to TrueType (Chromium reads no WOFF2 from the system's fonts) into the bench's folder and
// named to fontconfig by a file that keeps the system's own fonts too.
// BENCH_SYSTEM_FONTS=1 measures with the machine's fonts alone.
import { mkdirSync, writeFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { decompress } from "wawoff2";
import { fontFile } from "../../runtime/server/index.ts";

export interface BrowserFonts {
  /** What the browser's environment gets: FONTCONFIG_FILE, or nothing with the machine's fonts alone. */
  env: Record<string, string>;
  /** For the report: which fonts the pages were drawn with. */
  described: string;
}

const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

const prepared = new Map<string, Promise<BrowserFonts>>();

/** The fonts Lighthouse's browser gets, prepared in workDir (once: every later call has the same). */
export function phoneFonts(workDir: string, env: NodeJS.ProcessEnv = process.env): Promise<BrowserFonts> {
  let fonts = prepared.get(workDir);
  if (!fonts) prepared.set(workDir, (fonts = prepare(workDir, env)));
  return fonts;
}

async function prepare(workDir: string, env: NodeJS.ProcessEnv): Promise<BrowserFonts> {
  if (env.BENCH_SYSTEM_FONTS === "1") return { env: {}, described: "the machine's own (BENCH_SYSTEM_FONTS=1)" };
  const folder = join(workDir, "phone-fonts");
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, "noto-naskh-arabic.ttf"), await decompress(await readFile(fontFile("noto-naskh-arabic"))));
  const config = join(workDir, "phone-fonts.conf");
  writeFileSync(
    config,
    `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "fonts.dtd">
<fontconfig>
  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>
  <dir>${escapeXml(folder)}</dir>
  <cachedir>${escapeXml(join(workDir, "phone-fonts-cache"))}</cachedir>
</fontconfig>
`,
  );
  return {
    env: { FONTCONFIG_FILE: config },
    described: "the machine's own and Noto Naskh Arabic, as Android phones have it (BENCH_SYSTEM_FONTS=1: the machine's alone)",
  };
}
