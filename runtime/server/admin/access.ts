// Who may open each address of the admin. Every route says it in its Fastify config
// (`config: { access }`), and the admin refuses to start with a route that does not (index.ts's
// onRoute hook), so a route added later cannot forget it. The check itself runs once, before any
// handler, for every request (index.ts's onRequest hook).
import type { UserRole } from "../database/index.ts";
import type { Session } from "./sessions.ts";

/** "anyone": no session needed (the login, the style sheet); otherwise the roles that may. */
export type Access = "anyone" | readonly UserRole[];

/** Every signed-in user. */
export const everyRole = ["sales", "editor", "owner"] as const satisfies readonly UserRole[];
/** The people who work leads. */
export const leadRoles = ["sales", "owner"] as const satisfies readonly UserRole[];
/** The people who change the pages: editing, publishing, previews and rollback. */
export const pageRoles = ["editor", "owner"] as const satisfies readonly UserRole[];
/** Only the owner: users and the audit log. */
export const ownerOnly = ["owner"] as const satisfies readonly UserRole[];

declare module "fastify" {
  interface FastifyContextConfig {
    /** Who may open this admin route (access.ts). */
    access?: Access;
    /** An admin route a script calls (the editor's API): its refusals are JSON, not pages. */
    answersJson?: boolean;
  }
  interface FastifyRequest {
    /** The admin's session of this request, set once its route's access is checked; null on the routes open to anyone. */
    adminSession: Session | null;
  }
}
