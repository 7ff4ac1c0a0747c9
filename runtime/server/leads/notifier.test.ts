// The emails that tell of new leads, against a real SMTP server on this machine (the smtp-server
// package): delivered as plain text with nothing a visitor typed in a header, a refusal tried again
// later, a server that is down and then up, and emails waiting in the database across a restart.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer, type AddressInfo, type Server, type Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { SMTPServer } from "smtp-server";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openDatabase, type PagesDatabase } from "../database/index.ts";
import { notificationOf, startNotifier, type Notifier } from "./notifier.ts";
import { leadAnswers } from "./answers.ts";
import { expandEditions } from "../../foundation/content/expand.ts";
import type { PagesFile } from "../../../schema/pages.gen.ts";

/** The answers of the shipped site's forms, as `pages serve` gives the notifier. */
const answersOf = leadAnswers(expandEditions(JSON.parse(readFileSync(new URL("../../../pages.json", import.meta.url), "utf8")) as PagesFile));

interface Received {
  to: string[];
  message: string;
}

let dir: string;
let database: PagesDatabase;
let notifier: Notifier | null = null;
const servers: SMTPServer[] = [];
const silent = () => {};

function smtpServer(received: Received[], port = 0): Promise<{ server: SMTPServer; port: number }> {
  const server = new SMTPServer({
    disabledCommands: ["STARTTLS", "AUTH"],
    authOptional: true,
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address.startsWith("refuse")) return callback(Object.assign(new Error("No such mailbox here"), { responseCode: 550 }));
      callback();
    },
    onData(stream, session, callback) {
      let message = "";
      stream.setEncoding("utf8");
      stream.on("data", (chunk: string) => (message += chunk));
      stream.on("end", () => {
        received.push({ to: session.envelope.rcptTo.map((recipient) => recipient.address), message });
        callback();
      });
    },
  });
  servers.push(server);
  return new Promise((resolve) => server.listen(port, "127.0.0.1", () => resolve({ server, port: (server.server.address() as AddressInfo).port })));
}

const lead = (id: string, notify: string[]) => ({
  id,
  receivedAt: new Date().toISOString(),
  form: "contact",
  page: "/ur/contact",
  language: "ur",
  fields: { name: "Ali\r\nBcc: everyone@example.com", phone: "+971 50 123 4567", message: "<b>Boxes</b> to Lahore\nسامان لاہور" },
  notify,
});

/**
 * A server that takes the connection and then says nothing more: not even a greeting, or only the
 * greeting and no answer to what follows. Its sockets are kept to be ended after the test.
 */
function hangingServer(greets: boolean): Promise<{ server: Server; port: number; sockets: Socket[] }> {
  const sockets: Socket[] = [];
  const server = createServer((socket) => {
    sockets.push(socket);
    socket.on("error", () => {});
    if (greets) socket.write("220 mail.example ESMTP\r\n");
  });
  hanging.push({ server, sockets });
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve({ server, port: (server.address() as AddressInfo).port, sockets })));
}
const hanging: { server: Server; sockets: Socket[] }[] = [];

const start = (port: number, retryDelaysMs = [200, 400], timeoutMs = 2000) =>
  startNotifier({
    database,
    smtpUrl: `smtp://127.0.0.1:${port}`,
    from: "info@induscargo.example",
    siteName: "Indus Cargo",
    siteUrl: "https://www.induscargo.example",
    retryDelaysMs,
    timeoutMs,
    answersOf,
    log: silent,
    warn: silent,
  });

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "pages-notify-"));
  database = openDatabase(join(dir, "leads.db"));
});

afterEach(async () => {
  await notifier?.stop();
  notifier = null;
  await Promise.all(servers.splice(0).map((server) => new Promise<void>((resolve) => server.close(() => resolve()))));
  for (const { server, sockets } of hanging.splice(0)) {
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
  database.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("the email of a new lead", () => {
  it("is plain text, with the answers, the page, and a link to the lead; nothing typed reaches a header", () => {
    const { subject, text } = notificationOf(lead("lead-9", []), {
      siteName: "Indus Cargo",
      siteUrl: "https://www.induscargo.example",
      timeZone: "Asia/Dubai",
    });
    expect(subject).toBe("New lead from Ali  Bcc: everyone@example.com: contact form on /ur/contact");
    expect(subject).not.toMatch(/[\r\n]/);
    expect(text).toContain("message: <b>Boxes</b> to Lahore\nسامان لاہور");
    expect(text).toContain("Open it in the lead inbox: https://www.induscargo.example/admin/leads/lead-9");
  });

  it("gives each answer under its form's label when the server knows the form", () => {
    const options = { siteName: "Indus Cargo", siteUrl: "https://www.induscargo.example", timeZone: "Asia/Dubai" };
    const { text } = notificationOf(lead("lead-9", []), { ...options, answersOf });
    expect(text).toContain("Phone Number: +971 50 123 4567\nMessage: <b>Boxes</b> to Lahore\nسامان لاہور");
    expect(text).not.toContain("phone:");
  });

  it("goes to each address as soon as the lead is stored, and a refused one is tried again later", async () => {
    const received: Received[] = [];
    const { port } = await smtpServer(received);
    notifier = await start(port);
    database.leads.insert([lead("lead-1", ["sales@example.com", "refuse@example.com"])]);
    notifier.poke();
    await expect.poll(() => received.length).toBe(1);
    expect(received[0]!.to).toEqual(["sales@example.com"]);
    const [headers] = received[0]!.message.split("\r\n\r\n");
    expect(headers).toMatch(/^Content-Type: text\/plain/m);
    expect(headers).not.toMatch(/^Bcc:/im);
    expect(received[0]!.message).toContain("Phone Number: +971 50 123 4567");
    await expect.poll(() => database.notifications.waiting()).toMatchObject({ count: 1, lastError: expect.stringContaining("No such mailbox") as string });
  });

  it("waits while the mail server is down, and goes when it is back", async () => {
    const probe = await smtpServer([]);
    const port = probe.port;
    await new Promise<void>((resolve) => probe.server.close(() => resolve()));
    notifier = await start(port);
    database.leads.insert([lead("lead-2", ["sales@example.com"])]);
    notifier.poke();
    await expect.poll(() => database.notifications.waiting().lastError).toBeTruthy();
    const received: Received[] = [];
    await smtpServer(received, port);
    await expect.poll(() => received.length, { timeout: 15_000 }).toBe(1);
    // Marked sent once the server has said it took the email, a moment after it has it.
    await expect.poll(() => database.notifications.waiting().count).toBe(0);
  });

  for (const greets of [false, true])
    it(`gives up on a mail server that takes the connection and then ${greets ? "answers nothing after its greeting" : "never greets"}, keeps the email waiting and goes on to the next`, async () => {
      const { port, sockets } = await hangingServer(greets);
      // The waits are the test's: 300 ms for each step instead of 20 s, and a minute before trying again.
      notifier = await start(port, [60_000], 300);
      database.leads.insert([lead("lead-4", ["sales@example.com"]), lead("lead-5", ["owner@example.com"])]);
      const began = Date.now();
      notifier.poke();
      // Both emails were tried, one after the other: the first hang did not stop the second.
      await expect
        .poll(() => database.notifications.due(new Date(Date.now() + 3_600_000).toISOString(), 10).map((pending) => pending.attempts), { timeout: 10_000 })
        .toEqual([1, 1]);
      expect(Date.now() - began).toBeLessThan(5_000);
      expect(sockets.length).toBeGreaterThanOrEqual(2);
      expect(database.notifications.waiting()).toMatchObject({ count: 2, lastError: expect.stringMatching(/time|Greeting/i) as string });
      // Nothing else is due for a minute, and stopping does not wait for the server.
      expect(database.notifications.due(new Date().toISOString(), 10)).toEqual([]);
      const stopping = Date.now();
      await notifier.stop();
      notifier = null;
      expect(Date.now() - stopping).toBeLessThan(1_000);
    });

  it("waits in the database across a restart", async () => {
    database.leads.insert([lead("lead-3", ["sales@example.com"])]);
    expect(database.notifications.waiting().count).toBe(1);
    const received: Received[] = [];
    const { port } = await smtpServer(received);
    notifier = await start(port);
    await expect.poll(() => received.length).toBe(1);
    await expect.poll(() => database.notifications.waiting().count).toBe(0);
  });
});
