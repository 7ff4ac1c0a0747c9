// The one way a web address that may hold a secret is printed: in a log line, an error, `pages
// leads` or a `pages validate` message. Webhook services put their key in the user and password
// (https://user:key@host), in the query (?token=...), in the path (Slack's /services/T.../B.../<key>,
// Discord's /api/webhooks/<id>/<key>) or in the host name (Pipedream's <key>.m.pipedream.net), so
// all four are masked:
//
//   https://user:pass@eo5k2x.hooks.example.com:8443/services/T0AB12/B0CD34/xyz?token=abc&team=ops#x
//   -> https://***:***@***.hooks.example.com:8443/services/***/***/xyz?token=***&team=***#***
//
// What stays is what tells one address from another without unlocking it: the scheme, the words of
// the host and the path, the port, and the names of the query's parameters. A part of the host or
// the path is masked when it holds a digit and is longer than 3 characters (so v1, eu1 and the
// numbers of an IP address stay), or is longer than 16 characters, as keys and ids are. A text that
// cannot be read as an http or https address is not shown at all.

const MASK = "***";

/** What is printed for a text that was meant to be a web address but cannot be read as one. */
export const UNREADABLE_ADDRESS = "(not a web address; not shown, since it may hold a secret)";

function looksLikeKey(part: string): boolean {
  return part.length > 16 || (part.length > 3 && /\d/.test(part));
}

function masked(text: string, separator: string): string {
  return text
    .split(separator)
    .map((part) => (looksLikeKey(part) ? MASK : part))
    .join(separator);
}

function maskedQuery(search: string): string {
  if (search === "" || search === "?") return search;
  const pairs = search.slice(1).split("&");
  return `?${pairs.map((pair) => (pair.includes("=") ? `${pair.slice(0, pair.indexOf("="))}=${MASK}` : MASK)).join("&")}`;
}

/** An http or https address with its credentials, keys, query values and fragment masked. */
export function redactUrl(address: string | URL): string {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return UNREADABLE_ADDRESS;
  }
  // Anything else may be no address at all: "user:password@host" reads as the scheme "user:".
  if ((url.protocol !== "https:" && url.protocol !== "http:") || !url.host) return UNREADABLE_ADDRESS;
  const credentials = url.username || url.password ? `${MASK}${url.password ? `:${MASK}` : ""}@` : "";
  // An IPv6 address ([::1]) is no key.
  const name = url.hostname.startsWith("[") ? url.hostname : masked(url.hostname, ".");
  const host = name + (url.port ? `:${url.port}` : "");
  const fragment = url.hash ? `#${MASK}` : "";
  return `${url.protocol}//${credentials}${host}${masked(url.pathname, "/")}${maskedQuery(url.search)}${fragment}`;
}

/** Anything in a text that starts like an address (scheme://), up to a blank or a quote. */
const addressInText = /\b[a-z][a-z\d+.-]*:\/\/[^\s"'<>`]*/gi;

/**
 * A text (an error message from a library, say) with every address in it redacted. An address it
 * cannot read is masked whole.
 */
export function redactUrlsIn(text: string): string {
  return text.replace(addressInText, (found) => {
    const redacted = redactUrl(found);
    return redacted === UNREADABLE_ADDRESS ? MASK : redacted;
  });
}
