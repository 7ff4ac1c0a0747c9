// POST /api/pictures on a real editor server: behind the session and the checks of where a request
// comes from, as PUT /api/document is; 10 MB at most, refused before the body is read.
import { readdirSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_PICTURE_UPLOAD_BYTES, PICTURE_NAME_HEADER, pictureUploadRefusals } from "../../runtime/foundation/wire/index.ts";
import { sessionMessages } from "./editor-session.ts";
import { startTestEditor, type TestEditor } from "./editor-test-server.ts";

let editor: TestEditor;
let cookie: string;
const jpeg = await sharp({ create: { width: 30, height: 20, channels: 3, background: "#0f766e" } })
  .jpeg()
  .toBuffer();

beforeAll(async () => {
  editor = await startTestEditor();
  cookie = await editor.signIn();
});
afterAll(() => editor.stop());

const upload = (body: Buffer, headers: Record<string, string> = {}) =>
  editor.send("/api/pictures", {
    method: "POST",
    headers: { cookie, origin: editor.origin, "content-type": "image/jpeg", [PICTURE_NAME_HEADER]: encodeURIComponent("Dubai Depot.jpg"), ...headers },
    body,
  });
const pictures = () => readdirSync(join(editor.folder, "public", "images"), { withFileTypes: true }).map((entry) => entry.name);

describe("POST /api/pictures", () => {
  it("stores a photo and answers its site path, which the editor then serves", async () => {
    const answer = await upload(jpeg);
    expect(answer.status).toBe(201);
    expect(JSON.parse(answer.text)).toEqual({ path: "/images/dubai-depot.jpg" });
    const served = await editor.send("/public/images/dubai-depot.jpg", { headers: { cookie } });
    expect([served.status, served.headers["content-type"]]).toEqual([200, "image/jpeg"]);
  });

  it("reads the name the browser percent-encoded", async () => {
    const answer = await upload(jpeg, { [PICTURE_NAME_HEADER]: encodeURIComponent("Lahore Café.jpg") });
    expect(JSON.parse(answer.text)).toEqual({ path: "/images/lahore-cafe.jpg" });
  });

  it("needs the session", async () => {
    const answer = await upload(jpeg, { cookie: "" });
    expect(answer.status).toBe(401);
    expect(JSON.parse(answer.text)).toEqual({ error: sessionMessages.signedOut });
  });

  it("refuses a request from another site, before reading it", async () => {
    const before = pictures();
    expect((await upload(jpeg, { origin: "https://attacker.example" })).status).toBe(403);
    expect((await upload(jpeg, { origin: "", "sec-fetch-site": "cross-site" })).status).toBe(403);
    expect(pictures()).toEqual(before);
  });

  it("refuses an SVG in words, whatever type it is sent as", async () => {
    const answer = await upload(Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'><script>alert(1)</script></svg>"));
    expect(answer.status).toBe(415);
    expect(JSON.parse(answer.text)).toEqual({ error: pictureUploadRefusals.svg });
  });

  it("refuses more than 10 MB from its announced length, without waiting for the bytes", async () => {
    // The body announced is never sent: an answer proves the server did not wait to read it.
    const answer = await new Promise<{ status: number; text: string }>((resolve, reject) => {
      const request = httpRequest(
        {
          host: "127.0.0.1",
          port: editor.port,
          path: "/api/pictures",
          method: "POST",
          headers: { host: editor.host, origin: editor.origin, cookie, "content-type": "image/jpeg", "content-length": String(MAX_PICTURE_UPLOAD_BYTES + 1) },
        },
        (response) => {
          let text = "";
          response.on("data", (chunk: Buffer) => (text += chunk.toString()));
          response.on("end", () => resolve({ status: response.statusCode ?? 0, text }));
        },
      );
      request.on("error", reject);
      request.write(jpeg);
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.text)).toEqual({ error: pictureUploadRefusals.tooLarge });
  });

  it("refuses a body that grows past 10 MB as it arrives (no length announced)", async () => {
    const answer = await upload(Buffer.concat([jpeg, Buffer.alloc(MAX_PICTURE_UPLOAD_BYTES)]), { "transfer-encoding": "chunked" });
    expect(answer.status).toBe(413);
  });

  it("leaves no temporary file behind", () => {
    expect(pictures().filter((name) => name.startsWith("."))).toEqual([]);
  });
});
