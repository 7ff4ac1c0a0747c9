import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { databaseFileOf, resolveLeadSettings } from "./settings.ts";

describe("resolveLeadSettings", () => {
  it("takes its defaults from the schema, relative to the folder of pages.json", () => {
    expect(resolveLeadSettings(undefined, "/site", {})).toEqual({
      storeFile: "/site/.leads/leads.jsonl",
      databaseFile: "/site/.leads/leads.db",
      rateLimitPerMinute: 10,
      webhook: null,
      trustForwardedFor: false,
      notify: [],
      smtpUrl: null,
      replyGreeting: null,
    });
  });

  it("reads who is emailed from pages.json and the mail server from PAGES_SMTP_URL, refusing one it cannot use without showing its password", () => {
    const settings = resolveLeadSettings({ notify: ["sales@example.com"] }, "/site", {
      PAGES_SMTP_URL: "smtps://mail%40example.com:s3cret@smtp.example.com:465",
    });
    expect([settings.notify, settings.smtpUrl]).toEqual([["sales@example.com"], "smtps://mail%40example.com:s3cret@smtp.example.com:465"]);
    for (const bad of ["https://user:s3cret@smtp.example.com", "smtp:s3cret", "not an address s3cret"]) {
      let message = "";
      try {
        resolveLeadSettings(undefined, "/site", { PAGES_SMTP_URL: bad });
      } catch (error) {
        message = (error as Error).message;
      }
      expect(message, bad).toContain("PAGES_SMTP_URL");
      expect(message, bad).not.toContain("s3cret");
    }
  });

  it("reads pages.json, and lets the environment override the store, the limit and the webhook", () => {
    const leads = { storeFile: "data/leads.jsonl", rateLimitPerMinute: 5, webhook: "https://hooks.example/a", trustForwardedFor: true };
    expect(resolveLeadSettings(leads, "/site", {})).toEqual({
      storeFile: "/site/data/leads.jsonl",
      databaseFile: "/site/data/leads.db",
      rateLimitPerMinute: 5,
      webhook: expect.objectContaining({ url: "https://hooks.example/a", authorization: null }),
      trustForwardedFor: true,
      notify: [],
      smtpUrl: null,
      replyGreeting: null,
    });
    const env = { PAGES_LEADS_FILE: "tmp/x.jsonl", PAGES_LEADS_RATE_LIMIT: "500", PAGES_LEADS_WEBHOOK: "http://127.0.0.1:9000/hook" };
    expect(resolveLeadSettings(leads, "/site", env)).toMatchObject({
      storeFile: resolve("tmp/x.jsonl"),
      databaseFile: resolve("tmp/x.db"),
      rateLimitPerMinute: 500,
      webhook: { url: "http://127.0.0.1:9000/hook" },
    });
  });

  it("keeps the database beside the store, named after it", () => {
    expect(databaseFileOf("/site/.leads/leads.jsonl")).toBe("/site/.leads/leads.db");
    expect(databaseFileOf("/site/.leads/leads.db")).toBe("/site/.leads/leads.db");
    expect(databaseFileOf("/site/leads")).toBe("/site/leads.db");
  });

  it("refuses environment values it cannot use, naming the variable", () => {
    expect(() => resolveLeadSettings(undefined, "/site", { PAGES_LEADS_RATE_LIMIT: "lots" })).toThrow("PAGES_LEADS_RATE_LIMIT");
    expect(() => resolveLeadSettings(undefined, "/site", { PAGES_LEADS_WEBHOOK: "http://hooks.example/a" })).toThrow("PAGES_LEADS_WEBHOOK must be an https://");
  });

  it("refuses a webhook in pages.json that cannot work, naming the setting", () => {
    const leads = { webhook: "https://a%3Ab:pw@hooks.example/a" };
    expect(() => resolveLeadSettings(leads, "/site", {})).toThrow(
      'The user name in site.leads.webhook in pages.json (https://***:***@hooks.example/a) holds a ":"',
    );
  });
});
