// Publishing from the admin (editors and owners): the Publish page, the publish itself (checked,
// built and switched by the Publishing `pages serve` gives, cli/publish/publisher.ts), making a kept
// version live again, and previews of a version at the site's own addresses (publish/previews.ts).
// Each publish and rollback goes into the audit log; a version's own record says what it changed.
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { isVersionId, PREVIEW_COOKIE, PREVIEW_MS, type Previews, type Publishing } from "../publish/index.ts";
import { pageRoles } from "./access.ts";
import { refusedPage } from "./pages.tsx";
import { publishPage, type PublishPageData } from "./publish-pages.tsx";
import { adminPaths } from "./paths.ts";
import type { Audit, Session } from "./sessions.ts";

export interface PublishRoutesOptions {
  publishing: Publishing;
  previews: Previews;
  timeZone: string;
  audit: Audit;
  changeAllowed: (request: FastifyRequest, reply: FastifyReply, session: Session) => boolean;
  sent: (reply: FastifyReply, status: number, page: string) => FastifyReply;
  /** Whether the request came over HTTPS (the cookie is then Secure). */
  secure: (request: FastifyRequest) => boolean;
}

const editors = { config: { access: pageRoles } };

export function publishRoutes(app: FastifyInstance, options: PublishRoutesOptions): void {
  const { publishing, previews, timeZone, sent, audit } = options;
  const { versions } = publishing;

  const show = (request: FastifyRequest, reply: FastifyReply, status: number, said: Pick<PublishPageData, "outcome" | "done" | "reason"> = {}) =>
    sent(
      reply,
      status,
      publishPage(request.adminSession!, {
        versions: versions.list(),
        liveId: versions.liveId(),
        underWay: publishing.underWay(),
        previewing: previews.versionFor(request.headers.cookie),
        timeZone,
        ...said,
      }),
    );

  app.get(adminPaths.publish, editors, async (request, reply) => show(request, reply, 200));

  app.post(adminPaths.publish, editors, async (request, reply) => {
    const session = request.adminSession!;
    if (!options.changeAllowed(request, reply, session)) return reply;
    const body = (request.body ?? {}) as Record<string, unknown>;
    const reason = typeof body.reason === "string" ? body.reason.trim().slice(0, 500) : "";
    const live = body.then !== "preview";
    const outcome = await publishing.publish({ by: session.user.name, reason, live });
    if (outcome.kind === "published") {
      const { record } = outcome.version;
      audit(request, live ? "published" : "built", record.id, {
        reason,
        added: record.changes.added.length,
        removed: record.changes.removed.length,
        changed: record.changes.changed.length,
        findings: record.findings.length,
      });
    }
    const status = { published: 200, busy: 409, refused: 422, "needs-reason": 422, failed: 500 }[outcome.kind];
    return show(request, reply, status, { outcome, reason });
  });

  app.post<{ Params: { id: string } }>(`${adminPaths.publish}/:id/live`, editors, async (request, reply) => {
    const session = request.adminSession!;
    if (!options.changeAllowed(request, reply, session)) return reply;
    const from = versions.liveId();
    const version = await publishing.rollback(request.params.id);
    if (!version) return sent(reply, 404, refusedPage("No such version", "There is no version at this address: it may have been removed.", session));
    const body = (request.body ?? {}) as Record<string, unknown>;
    const reason = typeof body.reason === "string" ? body.reason.trim().slice(0, 500) : "";
    audit(request, "made-live", version.record.id, { before: from, reason });
    return show(request, reply, 200, { done: `Visitors now get version ${version.record.id}, published by ${version.record.by}.` });
  });

  // GET /admin/preview/<version>/<address>: this browser sees that version from now on, at <address>.
  app.get<{ Params: { id: string; "*": string } }>(`${adminPaths.preview}/:id/*`, editors, async (request, reply) => {
    const { id } = request.params;
    if (!isVersionId(id) || !versions.get(id))
      return sent(reply, 404, refusedPage("No such version", "There is no version at this address: it may have been removed.", request.adminSession!));
    // Only a path of the site, never another host (//evil.example, or /\evil.example, which browsers read alike).
    const asked = request.params["*"];
    const rest = /^[\w\-.~/]*$/.test(asked) ? asked.replace(/^\/+/, "") : "";
    return reply
      .setCookie(PREVIEW_COOKIE, previews.start(id), {
        path: "/",
        httpOnly: true,
        sameSite: "strict",
        secure: options.secure(request),
        maxAge: PREVIEW_MS / 1000,
      })
      .redirect(`/${rest}`, 303);
  });

  app.post(`${adminPaths.preview}/end`, editors, async (request, reply) => {
    const session = request.adminSession!;
    if (!options.changeAllowed(request, reply, session)) return reply;
    previews.end(request.headers.cookie);
    return reply.clearCookie(PREVIEW_COOKIE, { path: "/" }).redirect(adminPaths.publish, 303);
  });
}
