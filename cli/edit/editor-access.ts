// Where the editor is reached, and what it refuses before looking at a request any further. It
// assumes a hostile neighbour: another site open in the same browser, or a page that rebinds its
// own domain name to 127.0.0.1 (it still sends its own name as the Host). So a request must name
// the editor's own address as its Host; one that says where it comes from (Origin, Sec-Fetch-Site)
// must come from the editor's own page to reach the API; and nothing may be fetched as a service
// worker, which would outlive the page and sit between the editor and every later request.
import type { IncomingHttpHeaders } from "node:http";

/** What the checks read of a request (Fastify's request has it, Node's too). */
export interface EditorRequest {
  headers: IncomingHttpHeaders;
  socket: { localPort?: number };
  /** The path (and query) the request is routed by. */
  url?: string;
}

/** A refusal: the status and a sentence for the person at the browser. */
export interface Refusal {
  status: number;
  error: string;
}

/**
 * The editor's address: http://127.0.0.1:<port> (or localhost) by default; behind a reverse proxy,
 * the address given with --public-url, and only that one.
 */
export interface EditorAddress {
  /** The origins the editor's page may have, for a server listening on `port`. */
  origins(port: number): string[];
  /** Whether the browser reaches the editor over https (the cookie is then Secure). */
  secure: boolean;
}

export function editorAddress(publicUrl?: URL): EditorAddress {
  return {
    origins: (port) => (publicUrl ? [publicUrl.origin] : [`http://127.0.0.1:${port}`, `http://localhost:${port}`]),
    secure: publicUrl?.protocol === "https:",
  };
}

/** The address to print: the editor's first origin, with a one-time code after the `#`. */
export function printedAddress(address: EditorAddress, port: number, code: string): string {
  return `${address.origins(port)[0]}/#code=${code}`;
}

/** --public-url as a URL, or why it cannot be one the editor is reached at. */
export function parsePublicUrl(text: string): { ok: true; url: URL } | { ok: false; error: string } {
  const refused = {
    ok: false as const,
    error:
      // Not repeated: what was given may hold a password.
      "--public-url is not an address the editor can be reached at. Give the address people open, " +
      "such as https://edit.example.com: http or https, a host name and a port if it is not the usual one, nothing after it.",
  };
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return refused;
  }
  const plain = (url.protocol === "https:" || url.protocol === "http:") && !url.username && !url.password && url.pathname === "/" && !url.search && !url.hash;
  // The editor's page and scripts are at the root of its address: a proxy that moves them under a
  // path (https://example.com/edit/) would break them, so such an address is refused at start.
  return plain && !text.includes("?") && !text.includes("#") ? { ok: true, url } : refused;
}

/** The origin of the editor's page for a request already let through (its Host is the editor's own). */
export function originOf(request: EditorRequest, address: EditorAddress): string {
  const origins = address.origins(request.socket.localPort ?? 0);
  return origins.find((origin) => new URL(origin).host === request.headers.host) ?? origins[0]!;
}

const otherSite: Refusal = { status: 403, error: "Requests from other sites are refused." };

/** Why a request is refused before anything else is looked at, or null when it may go on. */
export function refusalOf(request: EditorRequest, address: EditorAddress): Refusal | null {
  const origins = address.origins(request.socket.localPort ?? 0);
  if (!origins.some((origin) => new URL(origin).host === request.headers.host)) {
    return { status: 421, error: `This editor answers only at its own address, ${origins[0]}.` };
  }
  const origin = request.headers.origin;
  if (origin !== undefined && !origins.includes(origin)) return otherSite;
  if (request.headers["service-worker"] !== undefined) return { status: 403, error: "The editor serves nothing to run as a service worker." };
  const path = (request.url ?? "/").split("?")[0]!;
  const site = request.headers["sec-fetch-site"];
  if (path.startsWith("/api/") && site !== undefined && site !== "same-origin" && site !== "none") return otherSite;
  return null;
}
