// The webhook's address as the forwarder uses it. A user and password written in it
// (https://user:pass@host/...) are sent as HTTP Basic authentication, percent-decoded, and the
// address fetched carries none: fetch refuses an address with credentials, and an address is
// printed more often than a header. Every message here names the address redacted.
import { redactUrl, redactUrlsIn, UNREADABLE_ADDRESS } from "../../foundation/content/index.ts";

export interface WebhookAddress {
  /** What is posted to: the address without user and password. */
  url: string;
  /** The Authorization header the user and password make, or null. */
  authorization: string | null;
  /** The address as it may be printed, its secrets masked. */
  shown: string;
  /** The secret parts of the address, to mask wherever the webhook or a library might echo them. */
  secrets: readonly string[];
}

const LOCAL_HOSTS = ["127.0.0.1", "localhost", "[::1]"];

/** A secret shorter than this is not searched for in texts: it would mask ordinary words and numbers. */
const SHORTEST_MASKED = 4;

function decoded(part: string): string | null {
  try {
    return decodeURIComponent(part);
  } catch {
    return null;
  }
}

/** The parts of an address that open it: user, password, query values, and what redactUrl masks in its host and path. */
function secretParts(url: URL): string[] {
  const shown = new Set(
    redactUrl(url)
      .split(/[/.?&=:@#]/)
      .filter(Boolean),
  );
  const parts = [
    url.username,
    url.password,
    ...[...url.searchParams.values()],
    url.search.slice(1),
    url.hash.slice(1),
    ...url.hostname.split("."),
    ...url.pathname.split("/"),
  ];
  const secrets = new Set<string>();
  for (const part of parts) {
    for (const form of [part, decoded(part) ?? part]) {
      // Words the redacted address shows anyway (hooks, services, example) are no secret.
      if (form.length >= SHORTEST_MASKED && !shown.has(form)) secrets.add(form);
    }
  }
  // Longest first, so that a secret holding another is masked whole.
  return [...secrets].sort((a, b) => b.length - a.length);
}

/** A text with every address redacted and every secret part of the webhook's address masked. */
export function maskSecrets(text: string, address: Pick<WebhookAddress, "secrets">): string {
  let masked = redactUrlsIn(text);
  for (const secret of address.secrets) masked = masked.split(secret).join("***");
  return masked;
}

/**
 * The webhook address of a setting (PAGES_LEADS_WEBHOOK, or site.leads.webhook), checked: https, or
 * plain http to this machine (a local relay or a test). Throws an Error whose message names the
 * setting and never shows a secret.
 */
export function webhookAddress(address: string, setting: string): WebhookAddress {
  const shown = redactUrl(address);
  if (shown === UNREADABLE_ADDRESS) {
    throw new Error(
      `${setting} is not a web address: write the whole address, starting with https://, such as https://hooks.example.com/leads. (Its value is not shown, since it may hold a secret.)`,
    );
  }
  const url = new URL(address);
  const local = url.protocol === "http:" && LOCAL_HOSTS.includes(url.hostname);
  if (url.protocol !== "https:" && !local) throw new Error(`${setting} must be an https:// address (or http:// to this machine), not ${shown}.`);
  const user = decoded(url.username);
  const password = decoded(url.password);
  if (user === null || password === null) {
    throw new Error(`The user or password in ${setting} (${shown}) has a % not followed by two hexadecimal digits: write a % itself as %25.`);
  }
  if (user.includes(":")) {
    throw new Error(`The user name in ${setting} (${shown}) holds a ":", which HTTP Basic authentication cannot send: ask the service for another user name.`);
  }
  const credentials = user || password ? Buffer.from(`${user}:${password}`, "utf8").toString("base64") : null;
  const secrets = [...secretParts(url), ...(credentials ? [credentials] : [])];
  url.username = "";
  url.password = "";
  return { url: url.href, authorization: credentials && `Basic ${credentials}`, shown, secrets };
}
