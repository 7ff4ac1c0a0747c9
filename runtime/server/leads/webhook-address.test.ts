import { describe, expect, it } from "vitest";
import { maskSecrets, webhookAddress } from "./webhook-address.ts";

const basic = (credentials: string) => `Basic ${Buffer.from(credentials, "utf8").toString("base64")}`;

describe("webhookAddress", () => {
  it("takes the user and password out of the address and sends them, percent-decoded, as Basic authentication", () => {
    const address = webhookAddress("https://ops%20team:p%40ss:w%C3%B6rd@hooks.example.com/leads?x=1", "PAGES_LEADS_WEBHOOK");
    expect(address.url).toBe("https://hooks.example.com/leads?x=1");
    expect(address.authorization).toBe(basic("ops team:p@ss:wörd"));
    expect(address.shown).toBe("https://***:***@hooks.example.com/leads?x=***");
    expect(webhookAddress("https://token@hooks.example.com/", "x").authorization).toBe(basic("token:"));
    expect(webhookAddress("https://hooks.example.com/", "x").authorization).toBeNull();
  });

  it.each([
    ["not an address", "hooks.example.com/ops:Secret-Pw-1", "PAGES_LEADS_WEBHOOK is not a web address: write the whole address"],
    [
      "plain http to another machine",
      "http://ops:Secret-Pw-1@hooks.example.com/",
      "PAGES_LEADS_WEBHOOK must be an https:// address (or http:// to this machine), not http://***:***@hooks.example.com/.",
    ],
    ["a % that decodes to nothing", "https://ops:Secret-Pw-1%zz@hooks.example.com/", "has a % not followed by two hexadecimal digits"],
    ["a user name with a colon", "https://o%3Aps:Secret-Pw-1@hooks.example.com/", 'holds a ":", which HTTP Basic authentication cannot send'],
  ])("refuses %s, without showing the password", (_case, address, message) => {
    expect(() => webhookAddress(address, "PAGES_LEADS_WEBHOOK")).toThrow(message);
    try {
      webhookAddress(address, "PAGES_LEADS_WEBHOOK");
    } catch (error) {
      expect((error as Error).message).not.toContain("Secret-Pw-1");
    }
  });
});

describe("maskSecrets", () => {
  const address = webhookAddress("https://ops:Secret%2BPw@hooks.example.com/T0SECRET42/leads?token=Tok-77-Saffron&team=ops", "x");

  it("masks what the webhook or a library might repeat of the address: password, key in the path, query values", () => {
    const answer = "No route for /T0SECRET42/leads?token=Tok-77-Saffron (user ops, password Secret+Pw), see https://ops:Secret%2BPw@hooks.example.com/";
    expect(maskSecrets(answer, address)).toBe("No route for /***/leads?token=*** (user ops, password ***), see https://***:***@hooks.example.com/");
  });

  it("leaves the words the redacted address shows anyway", () => {
    expect(maskSecrets("hooks example leads", address)).toBe("hooks example leads");
  });
});
