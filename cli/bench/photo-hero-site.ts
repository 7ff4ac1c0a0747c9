// The site of `npm run bench`'s photo section: a copy of pages.json whose Lahore page shows a
// photo in its hero, as a person at the company would put one there: a 4000x3000 phone photo
// (made here, with the camera's EXIF and a GPS position) uploaded through the editor's rule
// (runtime/server/pictures/), so it is stored as an upload is. Its folder has a copy of public/
// with the photo in it; the build takes that public/, the one beside the file.
import { cpSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { pageAddress } from "../../runtime/foundation/content/index.ts";
import { projectRoot, storeUploadedPicture } from "../../runtime/server/index.ts";
import { kb } from "./measure.ts";
import { runLighthouse, spareAttempts } from "./site-bench-lighthouse.ts";
import { say } from "./site-bench-report.ts";

export const photoHeroRoute = "/pakistan-cargo-to-lahore";
export const PHOTO_WIDTH = 4000;
export const PHOTO_HEIGHT = 3000;

/** A photo-like JPEG: colours that change across the frame and grain, a few MB as a phone's is. */
export async function phonePhoto(): Promise<Buffer> {
  const gradient = Buffer.alloc(PHOTO_WIDTH * PHOTO_HEIGHT * 3);
  for (let y = 0; y < PHOTO_HEIGHT; y++) {
    for (let x = 0; x < PHOTO_WIDTH; x++) {
      const at = (y * PHOTO_WIDTH + x) * 3;
      gradient[at] = (x * 255) / PHOTO_WIDTH;
      gradient[at + 1] = 90 + (y * 120) / PHOTO_HEIGHT;
      gradient[at + 2] = 128 + 100 * Math.sin((x + y) / 180);
    }
  }
  const grain = await sharp({
    create: { width: PHOTO_WIDTH, height: PHOTO_HEIGHT, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 0, sigma: 24 } },
  })
    .raw()
    .toBuffer();
  return sharp(gradient, { raw: { width: PHOTO_WIDTH, height: PHOTO_HEIGHT, channels: 3 } })
    .composite([{ input: grain, raw: { width: PHOTO_WIDTH, height: PHOTO_HEIGHT, channels: 3 }, blend: "soft-light" }])
    .withExif({ IFD0: { Make: "PhoneMaker", Model: "Bench" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "31/1 33/1 0/1" } })
    .jpeg({ quality: 88 })
    .toBuffer();
}

/** Writes the site into dir; returns its pages.json, the photo's path in it and the bytes uploaded. */
export async function photoHeroSite(dir: string): Promise<{ file: string; photo: string; uploadedBytes: number }> {
  mkdirSync(dir, { recursive: true });
  cpSync(join(projectRoot, "public"), join(dir, "public"), { recursive: true });
  const original = await phonePhoto();
  const stored = await storeUploadedPicture(join(dir, "public"), original, "Lahore warehouse.jpg");
  if (stored.status !== "stored") throw new Error(`the bench's photo was refused: ${stored.error}`);
  const text = readFileSync(join(projectRoot, "pages.json"), "utf8");
  const changed = text.replace('"heroImage": "/images/cities/lahore.svg"', `"heroImage": "${stored.path}"`);
  if (changed === text) throw new Error("pages.json has no Lahore hero picture to replace");
  const file = join(dir, "pages.json");
  writeFileSync(file, changed);
  return { file, photo: stored.path, uploadedBytes: original.length };
}

/** What Lighthouse saw of the photo hero's page: each good run's LCP and the bytes of the photo it fetched. */
export interface PhotoHeroRuns {
  route: string;
  lcpMs: number[];
  imageBytes: number[];
}

/** Lighthouse `runs` times on the photo hero's page (with spare attempts for runs that fail). */
export async function photoHeroRuns(
  origin: string,
  options: { runs: number; workDir: string; checkInterrupted: () => void; browserEnv: Readonly<Record<string, string>> },
): Promise<PhotoHeroRuns> {
  const section: PhotoHeroRuns = { route: photoHeroRoute, lcpMs: [], imageBytes: [] };
  for (let attempt = 1; attempt <= options.runs + spareAttempts && section.lcpMs.length < options.runs; attempt++) {
    options.checkInterrupted();
    const result = await runLighthouse(origin + pageAddress(photoHeroRoute), options.workDir, `lh-photo-${attempt}`, projectRoot, {
      browserEnv: options.browserEnv,
    });
    if (!result.ok) {
      say(`  run ${attempt}: FAILED ${result.error}`);
      continue;
    }
    const photo = result.figures.requests.filter((request) => request.resourceType === "Image" && request.url.includes("lahore-warehouse"));
    section.lcpMs.push(result.figures.lcpMs);
    section.imageBytes.push(photo.reduce((sum, request) => sum + request.transferSize, 0));
    const names = photo.map((request) => request.url.split("/").pop()).join(", ");
    say(`  run ${attempt}: LCP ${result.figures.lcpMs.toFixed(0)} ms, the photo ${kb(section.imageBytes.at(-1)!)} (${names})`);
  }
  return section;
}
