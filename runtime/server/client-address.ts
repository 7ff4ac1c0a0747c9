// The address a request comes from, as the rate limits count it: the socket's, or behind a proxy
// the site trusts (site.leads.trustForwardedFor) the one the proxy vouches for.
import type { FastifyRequest } from "fastify";

export function clientAddress(request: FastifyRequest, trustForwardedFor: boolean): string {
  if (trustForwardedFor) {
    // The proxy appends the address it saw: the last entry is the one it vouches for.
    const forwarded = String(request.headers["x-forwarded-for"] ?? "")
      .split(",")
      .map((part) => part.trim())
      .filter(Boolean);
    const last = forwarded[forwarded.length - 1];
    if (last) return last;
  }
  return request.socket.remoteAddress ?? "unknown";
}
