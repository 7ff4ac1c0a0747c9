import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { pictureUploadRefusals } from "../../foundation/wire/index.ts";
import { pictureStem } from "./picture-name.ts";
import { storeUploadedPicture, uploadKindOf } from "./picture-upload.ts";

let folder: string;
let publicDir: string;
beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), "picture-upload-"));
  publicDir = join(folder, "public");
  mkdirSync(publicDir);
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

const photo = (width = 40, height = 20) => sharp({ create: { width, height, channels: 3, background: "#c2410c" } });
/** A phone's photo: camera, GPS position (Dubai) and an orientation that says "turn me a quarter". */
const phonePhoto = () =>
  photo(40, 20)
    .withExif({
      IFD0: { Make: "PhoneMaker", Model: "X1" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "25/1 12/1 3000/100", GPSLongitudeRef: "E", GPSLongitude: "55/1 16/1 0/1" },
    })
    .withMetadata({ orientation: 6 })
    .jpeg()
    .toBuffer();

const stored = (path: string) => readFileSync(join(publicDir, path));

describe("a photo taken", () => {
  it("is stored in public/images/ under a name made from its own, and answered with its site path", async () => {
    const result = await storeUploadedPicture(publicDir, await photo().jpeg().toBuffer(), "Karachi Warehouse.JPG");
    expect(result).toEqual({ status: "stored", path: "/images/karachi-warehouse.jpg" });
    expect((await sharp(stored(result.status === "stored" ? result.path : "")).metadata()).format).toBe("jpeg");
  });

  it("keeps no GPS position, camera or other metadata of a phone's photo", async () => {
    const original = await phonePhoto();
    // The test's photo does carry them.
    const before = await sharp(original).metadata();
    expect(before.exif?.toString("latin1")).toContain("PhoneMaker");
    const result = await storeUploadedPicture(publicDir, original, "IMG_2041.jpg");
    expect(result.status).toBe("stored");
    const bytes = stored("/images/img-2041.jpg");
    const after = await sharp(bytes).metadata();
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.iptc).toBeUndefined();
    expect(after.icc).toBeUndefined();
    expect(bytes.includes("Exif\0\0")).toBe(false);
    expect(bytes.includes("PhoneMaker")).toBe(false);
  });

  it("is turned the way the camera said before its orientation is dropped", async () => {
    await storeUploadedPicture(publicDir, await phonePhoto(), "turned.jpg");
    const after = await sharp(stored("/images/turned.jpg")).metadata();
    // 40x20 with orientation 6 (a quarter turn) is a 20x40 picture.
    expect([after.width, after.height, after.orientation]).toEqual([20, 40, undefined]);
  });

  it("keeps PNG as PNG and WebP as WebP, by the bytes, whatever the name sent says", async () => {
    const png = await storeUploadedPicture(publicDir, await photo().png().toBuffer(), "logo.jpg");
    const webp = await storeUploadedPicture(publicDir, await photo().webp().toBuffer(), "banner.png");
    expect([png, webp]).toEqual([
      { status: "stored", path: "/images/logo.png" },
      { status: "stored", path: "/images/banner.webp" },
    ]);
    expect((await sharp(stored("/images/banner.webp")).metadata()).format).toBe("webp");
  });

  it("never replaces another picture: the next of the same name is -2, then -3", async () => {
    mkdirSync(join(publicDir, "images"));
    writeFileSync(join(publicDir, "images", "ship.jpg"), "the picture already there");
    const bytes = await photo().jpeg().toBuffer();
    const paths = [];
    for (let count = 0; count < 2; count++) {
      const result = await storeUploadedPicture(publicDir, bytes, "ship.jpg");
      paths.push(result.status === "stored" ? result.path : result.error);
    }
    expect(paths).toEqual(["/images/ship-2.jpg", "/images/ship-3.jpg"]);
    expect(readFileSync(join(publicDir, "images", "ship.jpg"), "utf8")).toBe("the picture already there");
    // Nothing else is left behind (no temporary file).
    expect(readdirSync(join(publicDir, "images")).sort()).toEqual(["ship-2.jpg", "ship-3.jpg", "ship.jpg"]);
  });

  it("gets different names when two of one name arrive at once", async () => {
    const bytes = await photo().jpeg().toBuffer();
    const results = await Promise.all([1, 2, 3].map(() => storeUploadedPicture(publicDir, bytes, "same.jpg")));
    expect(results.map((result) => (result.status === "stored" ? result.path : "")).sort()).toEqual([
      "/images/same-2.jpg",
      "/images/same-3.jpg",
      "/images/same.jpg",
    ]);
  });

  it("stays in public/images/ whatever its name: .., slashes, backslashes, a leading dot", async () => {
    const bytes = await photo().jpeg().toBuffer();
    for (const name of ["../../pages.json", "..\\..\\evil.jpg", "/etc/passwd", ".htaccess", "..", "images/../../x.jpg"]) {
      const result = await storeUploadedPicture(publicDir, bytes, name);
      expect(result.status === "stored" && /^\/images\/[a-z0-9-]+\.jpg$/.test(result.path), `${name}: ${JSON.stringify(result)}`).toBe(true);
    }
    expect(readdirSync(folder)).toEqual(["public"]);
    expect(readdirSync(join(publicDir, "images")).sort()).toEqual(["evil.jpg", "pages.jpg", "passwd.jpg", "photo-2.jpg", "photo.jpg", "x.jpg"]);
  });

  it("is refused when public/images/ is a link out of public/", async () => {
    mkdirSync(join(folder, "elsewhere"));
    symlinkSync(join(folder, "elsewhere"), join(publicDir, "images"));
    const result = await storeUploadedPicture(publicDir, await photo().jpeg().toBuffer(), "x.jpg");
    expect(result).toMatchObject({ status: "refused", error: pictureUploadRefusals.notStored });
    expect(readdirSync(join(folder, "elsewhere"))).toEqual([]);
  });
});

describe("a picture's name", () => {
  it("is the slug of the name sent, its accents off, or 'photo' when nothing is left", () => {
    expect(pictureStem("Café Dubaï – Night.jpeg")).toBe("cafe-dubai-night");
    expect(pictureStem("C:\\Users\\me\\Desktop\\Lahore Office.png")).toBe("lahore-office");
    expect(pictureStem("کراچی.jpg")).toBe("photo");
    expect(pictureStem("")).toBe("photo");
    expect(pictureStem("a".repeat(200))).toHaveLength(60);
  });
});

describe("what is refused, in words", () => {
  const refusal = async (bytes: Uint8Array, name = "x.jpg") => {
    const result = await storeUploadedPicture(publicDir, bytes, name);
    return result.status === "refused" ? { status: result.httpStatus, error: result.error } : result;
  };

  it("an SVG, even named .jpg", async () => {
    const svg = Buffer.from("<?xml version='1.0'?>\n<svg xmlns='http://www.w3.org/2000/svg'><script>alert(1)</script></svg>");
    expect(uploadKindOf(svg)).toBe("svg");
    expect(await refusal(svg)).toEqual({ status: 415, error: pictureUploadRefusals.svg });
  });

  it("a page, a script or a GIF named as a photo", async () => {
    for (const bytes of [Buffer.from("<!doctype html><script>alert(1)</script>"), Buffer.from("alert(1)"), await photo().gif().toBuffer()]) {
      expect(await refusal(bytes)).toEqual({ status: 415, error: pictureUploadRefusals.other });
    }
  });

  it("an iPhone's HEIC photo, with what to do instead", async () => {
    const heic = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from("ftypheic"), Buffer.alloc(40)]);
    expect(await refusal(heic)).toEqual({ status: 415, error: pictureUploadRefusals.heic });
  });

  it("a file that only starts like a JPEG, or is cut short", async () => {
    const whole = await photo(400, 300).jpeg().toBuffer();
    expect(await refusal(Buffer.concat([whole.subarray(0, 3), Buffer.from("<script>alert(1)</script>")]))).toEqual({
      status: 422,
      error: pictureUploadRefusals.damaged,
    });
    expect(await refusal(whole.subarray(0, Math.floor(whole.length / 2)))).toEqual({ status: 422, error: pictureUploadRefusals.damaged });
  });

  it("nothing at all", async () => {
    expect(await refusal(Buffer.alloc(0))).toEqual({ status: 400, error: pictureUploadRefusals.empty });
  });

  it("stores nothing it refuses", async () => {
    await refusal(Buffer.from("<svg/>"));
    expect(readdirSync(publicDir)).toEqual([]);
  });
});
