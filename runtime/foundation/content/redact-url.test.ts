import { describe, expect, it } from "vitest";
import { redactUrl, redactUrlsIn, UNREADABLE_ADDRESS } from "./redact-url.ts";

describe("redactUrl", () => {
  it.each([
    ["https://hooks.example.com/leads", "https://hooks.example.com/leads"],
    ["https://user:pa%40ss@hooks.example.com/leads", "https://***:***@hooks.example.com/leads"],
    ["https://token@hooks.example.com/", "https://***@hooks.example.com/"],
    ["https://:secret@hooks.example.com/", "https://***:***@hooks.example.com/"],
    ["https://hooks.slack.com/services/T0AB12CD/B0EF34GH/abcdefghijklmnopqrstuvwx", "https://hooks.slack.com/services/***/***/***"],
    ["https://discord.com/api/webhooks/123456789/secretsecretsecretsecret", "https://discord.com/api/webhooks/***/***"],
    ["https://eo5k2x9q.m.pipedream.net/", "https://***.m.pipedream.net/"],
    ["https://crm.example.com/api/v1/leads?token=abc&team=ops&flag", "https://crm.example.com/api/v1/leads?token=***&team=***&***"],
    ["https://crm.example.com/hook#secret", "https://crm.example.com/hook#***"],
    ["http://127.0.0.1:8080/hook", "http://127.0.0.1:8080/hook"],
    ["http://[::1]:8080/hook", "http://[::1]:8080/hook"],
  ])("%s -> %s", (address, redacted) => {
    expect(redactUrl(address)).toBe(redacted);
    expect(redactUrl(new URL(address))).toBe(redacted);
  });

  it("shows nothing of a text that is not an address", () => {
    expect(redactUrl("hooks.example.com/user:secret")).toBe(UNREADABLE_ADDRESS);
    expect(redactUrl("https://user:secret@")).toBe(UNREADABLE_ADDRESS);
    // It reads as an address whose scheme is "user:".
    expect(redactUrl("user:secret@hooks.example.com/")).toBe(UNREADABLE_ADDRESS);
    expect(redactUrl("mailto:someone@example.com")).toBe(UNREADABLE_ADDRESS);
  });
});

describe("redactUrlsIn", () => {
  it("redacts every address in a message and leaves the rest as it is", () => {
    expect(redactUrlsIn("Request cannot be constructed from a URL that includes credentials: https://u:secret@h.example/k3y9secret")).toBe(
      "Request cannot be constructed from a URL that includes credentials: https://***:***@h.example/***",
    );
    expect(redactUrlsIn('fetch "http://a:b@x.example/?k=v" then https://y.example/ok.')).toBe(
      'fetch "http://***:***@x.example/?k=***" then https://y.example/ok.',
    );
    expect(redactUrlsIn("connect ECONNREFUSED 127.0.0.1:9")).toBe("connect ECONNREFUSED 127.0.0.1:9");
  });

  it("masks whole an address it cannot read", () => {
    expect(redactUrlsIn("bad https://user:secret@ here")).toBe("bad *** here");
  });
});
