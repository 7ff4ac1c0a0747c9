// What the admin lends the visual editor it serves at /admin/edit/. The editor itself (its page,
// scripts and API) is the CLI's (cli/edit/admin-editor.ts), which the runtime may not import, so
// `pages serve` hands it to the admin as a plugin made from this mount. The admin's rules stay
// here: who may open the editor (pageRoles, checked before any handler with every other route's,
// index.ts), that a save comes from the admin's own page with the session's CSRF token (in a
// header: the editor saves with fetch, not with a form), and that each save is in the audit log.
import type { FastifyContextConfig, FastifyPluginAsync, FastifyRequest } from "fastify";
import { pageRoles } from "./access.ts";
import { adminPaths } from "./paths.ts";
import { csrfTokenMatches, type Audit } from "./sessions.ts";

/** The header the editor's page sends its session's CSRF token in. */
export const csrfHeader = "x-csrf-token";

export interface EditorMount {
  /** Where the editor is, /admin/edit/: its page at this address, everything else below it. */
  base: string;
  /** The Fastify config of the editor's page, scripts, pictures and typefaces. */
  pageConfig: FastifyContextConfig;
  /** The Fastify config of its API, whose refusals are JSON. */
  apiConfig: FastifyContextConfig;
  /** Whether the browser says the request comes from another site (Sec-Fetch-Site, Origin). */
  crossSite(request: FastifyRequest): boolean;
  /** Whether a change comes from the admin's own page, with its session's token in the x-csrf-token header. */
  changeAllowed(request: FastifyRequest): boolean;
  /** The token of the request's session, for the editor's page to send back with a save. */
  csrfToken(request: FastifyRequest): string;
  /** The origin the browser reached the admin at, or null when the Host is no plain host name. */
  origin(request: FastifyRequest): string | null;
  /** An entry of the audit log, for the signed-in user. */
  audit(request: FastifyRequest, action: string, detail: Record<string, unknown>): void;
  /** Where a person signs in again. */
  signIn: string;
  /** The Publish page, when the admin has one: the editor's save bar links to it. */
  publish: string | null;
}

/** The editor as the admin serves it: a plugin made from the mount, registered inside the admin. */
export type AdminEditor = (mount: EditorMount) => FastifyPluginAsync;

/** A Host header that is a host name or address and a port, nothing else (it is written into a policy). */
const plainHost = /^(?:[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

export interface MountNeeds {
  /** The admin's own test of a change's origin (index.ts). */
  sameOrigin: (request: FastifyRequest) => boolean;
  secure: (request: FastifyRequest) => boolean;
  audit: Audit;
  /** Whether the admin publishes (its Publish page). */
  publishing: boolean;
}

export function editorMount({ sameOrigin, secure, audit, publishing }: MountNeeds): EditorMount {
  return {
    base: adminPaths.edit,
    pageConfig: { access: pageRoles },
    apiConfig: { access: pageRoles, answersJson: true },
    crossSite(request) {
      const site = request.headers["sec-fetch-site"];
      if (site !== undefined && site !== "same-origin" && site !== "none") return true;
      const origin = request.headers.origin;
      if (origin === undefined) return false;
      try {
        return new URL(origin).host !== request.headers.host;
      } catch {
        return true;
      }
    },
    changeAllowed: (request) => request.adminSession !== null && sameOrigin(request) && csrfTokenMatches(request.adminSession, request.headers[csrfHeader]),
    csrfToken: (request) => request.adminSession?.csrfToken ?? "",
    origin(request) {
      const host = request.headers.host ?? "";
      return plainHost.test(host) ? `${secure(request) ? "https" : "http"}://${host}` : null;
    },
    audit: (request, action, detail) => audit(request, action, undefined, detail),
    signIn: adminPaths.login,
    publish: publishing ? adminPaths.publish : null,
  };
}
