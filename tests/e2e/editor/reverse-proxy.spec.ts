// `pages edit --public-url` behind a reverse proxy: the editor answers at the proxy's address (its
// page, its scripts, the sign-in, the pictures), as a person opening the printed address sees it.
import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, openEditor, preview, test } from "./editor-fixture.ts";

let proxy: Server;
let target = 0;

test.beforeAll(async () => {
  // Passes every request on as it came, Host header included, as Caddy does (nginx: proxy_set_header Host $host).
  proxy = createServer((incoming, outgoing) => {
    const forwarded = request({ host: "127.0.0.1", port: target, path: incoming.url, method: incoming.method, headers: incoming.headers }, (answer) => {
      outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(outgoing);
    });
    // A request the browser gives up on (a preview reloaded mid-load) ends both sides, as a proxy
    // does, instead of an unhandled "socket hang up" in the test's process.
    forwarded.on("error", () => outgoing.destroy());
    incoming.on("error", () => forwarded.destroy());
    incoming.pipe(forwarded);
  });
  await new Promise<void>((done) => proxy.listen(0, "127.0.0.1", done));
});

test.afterAll(() => new Promise<void>((done) => (proxy.close(() => done()), proxy.closeAllConnections())));

const proxied = () => `http://localhost:${(proxy.address() as AddressInfo).port}`;

test.use({ ownEditor: true, editorArgs: async ({}, use) => use(["--public-url", proxied()]) });

test("the editor works at the address a reverse proxy gives it", async ({ page, editor }) => {
  target = Number(/Listening on http:\/\/127\.0\.0\.1:(\d+)\//.exec(editor.output())![1]);
  expect(editor.url.startsWith(`${proxied()}/#code=`)).toBe(true);
  await openEditor(page, editor);
  expect(page.url()).toBe(`${proxied()}/`);
  const picture = preview(page).locator('img[src$=".svg"]').first();
  await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);
});
