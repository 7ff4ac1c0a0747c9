import { describe, expect, it } from "vitest";
import { clientKey } from "./client-key.ts";

describe("clientKey", () => {
  it("counts an IPv4 address as itself, however it is written", () => {
    for (const address of [
      "203.0.113.9",
      " 203.0.113.9 ",
      "203.0.113.9:51234",
      "::ffff:203.0.113.9",
      "::FFFF:203.0.113.9",
      "0:0:0:0:0:ffff:203.0.113.9",
      "::ffff:cb00:7109",
      "[::ffff:203.0.113.9]:443",
    ]) {
      expect(clientKey(address), address).toBe("203.0.113.9");
    }
  });

  it("counts an IPv6 address by its /64, in every way of writing it", () => {
    const same = [
      "2001:db8:85a3:12::1",
      "2001:db8:85a3:12:ffff:ffff:ffff:fffe",
      "2001:0DB8:85A3:0012:0000:0000:0000:0001",
      "[2001:db8:85a3:12::7]:8443",
      "2001:db8:85a3:12::1%eth0",
      "2001:db8:85a3:12:a:b:1.2.3.4",
    ];
    for (const address of same) expect(clientKey(address), address).toBe("2001:db8:85a3:12::/64");
    expect(clientKey("2001:db8:85a3:13::1")).toBe("2001:db8:85a3:13::/64");
    expect(clientKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(clientKey("::1")).toBe("0:0:0:0::/64");
    expect(clientKey("::")).toBe("0:0:0:0::/64");
    expect(clientKey("fe80::1:2:3:4")).toBe("fe80:0:0:0::/64");
    expect(clientKey("1:2:3:4:5:6:7::")).toBe("1:2:3:4::/64");
  });

  it("keeps only the start of text that is not an address", () => {
    expect(clientKey("unknown")).toBe("unknown");
    expect(clientKey("x".repeat(10_000))).toHaveLength(64);
  });
});
