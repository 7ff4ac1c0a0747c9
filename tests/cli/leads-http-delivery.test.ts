// The browser's side of the lead endpoint: the `http` and `whatsapp` deliveries of blocks/form,
// run against a real local server (fetch and AbortController are the same in Node as in browsers).
import { readFileSync } from "node:fs";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it, vi } from "vitest";
import { submitForm } from "../../blocks/form/submit.ts";
import { whatsappMessage } from "../../blocks/form/whatsapp-message.ts";
import { expandSite, type BlockOf, type PagesFile } from "../../runtime/foundation/content/index.ts";

type FormBlock = BlockOf<"form">;
const pagesFile = expandSite(JSON.parse(readFileSync(new URL("../../pages.json", import.meta.url), "utf8")) as PagesFile).file;
const contact = pagesFile.pages.find((page) => page.route === "/contact")!.blocks.find((block) => block.type === "form") as FormBlock;
const site = pagesFile.site;

const values = {
  name: "Ayesha Khan",
  email: "ayesha@example.com",
  phone: "0501234567",
  subject: "Moving home",
  inquiry: "quote",
  message: "Household goods from Dubai to Lahore.",
};

let server: Server | null = null;
let received: { type: string | undefined; body: unknown }[] = [];

async function endpoint(answer: (request: IncomingMessage, response: ServerResponse) => void): Promise<string> {
  received = [];
  server = createServer((request, response) => {
    let text = "";
    request.on("data", (chunk: Buffer) => (text += chunk.toString("utf8")));
    request.on("end", () => {
      received.push({ type: request.headers["content-type"], body: text ? JSON.parse(text) : null });
      answer(request, response);
    });
  });
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/leads`;
}

const withUrl = (url: string, timeoutMs?: number): FormBlock => ({ ...contact, delivery: { kind: "http", url, ...(timeoutMs ? { timeoutMs } : {}) } });
const send = (block: FormBlock, honeypot = "") => submitForm(block, values, { site, page: "/contact", honeypot });

afterEach(async () => {
  vi.unstubAllGlobals();
  if (server) {
    server.closeAllConnections();
    await new Promise((resolve) => server!.close(resolve));
    server = null;
  }
});

describe("the http delivery", () => {
  it("is what the shipped contact form uses, posting to /api/leads", () => {
    expect(contact.delivery).toEqual({ kind: "http", url: "/api/leads" });
  });

  it("posts { form, page, fields } as JSON, the trap field along, and succeeds on 2xx", async () => {
    const url = await endpoint((_request, response) => response.writeHead(201).end("{}"));
    expect(await send(withUrl(url))).toEqual({ ok: true });
    expect(received).toEqual([{ type: "application/json", body: { form: "contact", page: "/contact", fields: { ...values, website_url: "" } } }]);
    await send(withUrl(url), "http://spam.example");
    expect((received[1]!.body as { fields: Record<string, string> }).fields.website_url).toBe("http://spam.example");
  });

  it.each([[500], [429], [404], [302], [307]])("fails on status %i, without following a redirect", async (status) => {
    const url = await endpoint((_request, response) => response.writeHead(status, { location: "/elsewhere" }).end());
    expect(await send(withUrl(url))).toEqual({ ok: false });
    expect(received).toHaveLength(1);
  });

  it("turns a 400's per-field messages into messages under those fields (only the form's own fields)", async () => {
    const url = await endpoint((_request, response) =>
      response
        .writeHead(400, { "content-type": "application/json" })
        .end(JSON.stringify({ errors: { phone: "Please enter a valid phone number", admin: "x", email: 5 } })),
    );
    expect(await send(withUrl(url))).toEqual({ ok: false, fieldErrors: { phone: "Please enter a valid phone number" } });
  });

  it("fails plainly on a 400 without field messages", async () => {
    const url = await endpoint((_request, response) => response.writeHead(400).end("not json"));
    expect(await send(withUrl(url))).toEqual({ ok: false });
  });

  it("fails when nothing answers at the address", async () => {
    const url = await endpoint((_request, response) => response.end());
    server!.closeAllConnections();
    await new Promise((resolve) => server!.close(resolve));
    server = null;
    expect(await send(withUrl(url))).toEqual({ ok: false });
  });

  it("gives up after timeoutMs without an answer", async () => {
    const url = await endpoint(() => {});
    const started = Date.now();
    expect(await send(withUrl(url, 1000))).toEqual({ ok: false });
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it("waits 10 seconds by default", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    try {
      const url = await endpoint(() => {});
      let settled = false;
      const result = send(withUrl(url)).finally(() => (settled = true));
      await vi.waitFor(() => expect(received).toHaveLength(1), { interval: 5 });
      await vi.advanceTimersByTimeAsync(9_900);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(200);
      expect(await result).toEqual({ ok: false });
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("the whatsapp delivery", () => {
  const block: FormBlock = { ...contact, delivery: { kind: "whatsapp" } };

  it("opens the company chat with a message written from the form's answers", async () => {
    const chat = { opener: "page" as unknown };
    const open = vi.fn(() => chat);
    vi.stubGlobal("window", { open });
    expect(await send(block)).toEqual({ ok: true });
    const [href, target] = open.mock.calls[0] as unknown as [string, string];
    expect(target).toBe("_blank");
    expect(href.startsWith(`https://wa.me/${site.whatsapp}?text=`)).toBe(true);
    expect(new URL(href).searchParams.get("text")).toBe(
      [
        "Send Us a Message",
        "Full Name: Ayesha Khan",
        "Email Address: ayesha@example.com",
        "Phone Number: 0501234567",
        "Subject: Moving home",
        "Inquiry Type: Get a Quote",
        "Message: Household goods from Dubai to Lahore.",
      ].join("\n"),
    );
    expect(chat.opener).toBeNull();
  });

  it("fails, keeping what was typed, when the pop-up is blocked", async () => {
    vi.stubGlobal("window", { open: () => null });
    expect(await send(block)).toEqual({ ok: false });
  });

  it("leaves unanswered fields out of the message", () => {
    expect(whatsappMessage(contact, { name: "Omar", email: "", phone: " " })).toBe("Send Us a Message\nFull Name: Omar");
    expect(whatsappMessage(contact, { name: "Omar", email: "\u200b", phone: "\u00ad\u200e" })).toBe("Send Us a Message\nFull Name: Omar");
  });
});
