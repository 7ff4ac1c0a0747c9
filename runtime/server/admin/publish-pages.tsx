// The Publish page: what visitors get now, the button that publishes the saved pages, what a
// publish was refused for or needs, and the versions kept, each with what it changed, a preview
// and a way to make it live again. Rendered as the other pages are (pages.tsx): no script.
import type { PageChanges, PublishOutcome, Version } from "../publish/index.ts";
import { html, localTime, Page } from "./page-frame.tsx";
import { adminPaths } from "./paths.ts";
import type { Session } from "./sessions.ts";

export interface PublishPageData {
  versions: readonly Version[];
  liveId: string | null;
  /** The version this browser previews, if it does. */
  previewing: string | null;
  underWay: { by: string; since: Date } | null;
  /** How the publish just asked for ended; a rollback's words. */
  outcome?: PublishOutcome;
  done?: string;
  /** The reason typed, kept when the page is shown again. */
  reason?: string;
  timeZone: string;
}

const count = (n: number, one: string) => `${n} ${one}${n === 1 ? "" : "s"}`;

function changeSummary(changes: PageChanges): string {
  const parts = [
    changes.added.length > 0 && `${count(changes.added.length, "page")} added`,
    changes.removed.length > 0 && `${count(changes.removed.length, "page")} removed`,
    changes.changed.length > 0 && `${count(changes.changed.length, "page")} changed`,
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(", ") : "no page changed";
}

function PageList({ title, addresses }: { title: string; addresses: readonly string[] }) {
  if (addresses.length === 0) return null;
  return (
    <>
      <h4>{title}</h4>
      <ul className="addresses">
        {addresses.map((address) => (
          <li key={address}>{address}</li>
        ))}
      </ul>
    </>
  );
}

function Outcome({ outcome, reason = "", session }: { outcome: PublishOutcome; reason?: string; session: Session }) {
  switch (outcome.kind) {
    case "published":
      return (
        <p role="status" className="done">
          {outcome.live
            ? `Published: visitors now get version ${outcome.version.record.id} (${changeSummary(outcome.version.record.changes)}).`
            : `Built version ${outcome.version.record.id} (${changeSummary(outcome.version.record.changes)}): preview it below, then make it live. Visitors still get the live version.`}
        </p>
      );
    case "busy":
      return (
        <p role="alert" className="problem">
          {outcome.by} is publishing now: wait until their publish has finished, then publish again.
        </p>
      );
    case "failed":
      return (
        <p role="alert" className="problem">
          The site could not be built, so nothing was published. What the build said: {outcome.why}
        </p>
      );
    case "refused":
      return (
        <div className="problem">
          <p role="alert">
            Nothing was published: the saved pages have {count(outcome.problems.length, "problem")} to fix first. Visitors still get the live version.
          </p>
          <ul>
            {outcome.problems.map((problem, index) => (
              <li key={index}>{problem}</li>
            ))}
          </ul>
          <p>
            <a href={adminPaths.edit}>Open the editor</a>: its Problems list shows each one at its field, with a link to it.
          </p>
        </div>
      );
    case "needs-reason":
      // The form first: on a phone, 30 findings would push it many screens down.
      return (
        <div className="problem">
          <p role="alert">
            The checks found {count(outcome.findings.length, "thing")} a visitor may find wrong. Fix them in the pages and publish again, or say why they can be
            published as they are.
          </p>
          <PublishForm session={session} reason={reason} needed />
          <details>
            <summary>What the checks found ({outcome.findings.length})</summary>
            <ul>
              {outcome.findings.map((finding, index) => (
                <li key={index}>{finding}</li>
              ))}
            </ul>
          </details>
        </div>
      );
  }
}

function PublishForm({ session, reason = "", needed = false }: { session: Session; reason?: string; needed?: boolean }) {
  const id = needed ? "reason-needed" : "reason";
  return (
    <form method="post" action={adminPaths.publish} className="stack">
      <input type="hidden" name="csrf" value={session.csrfToken} />
      <label htmlFor={id}>{needed ? "Why publish with these findings" : "What this publish is for (optional)"}</label>
      <textarea id={id} name="reason" rows={2} maxLength={500} required={needed} defaultValue={reason} />
      <div className="actions">
        <button type="submit" name="then" value="live">
          {needed ? "Publish with these findings" : "Publish the saved pages"}
        </button>
        <button type="submit" name="then" value="preview">
          Build a preview first
        </button>
      </div>
    </form>
  );
}

function VersionRow({ version, live, session, timeZone }: { version: Version; live: boolean; session: Session; timeZone: string }) {
  const { record } = version;
  return (
    <li className="version">
      <h3>
        {localTime(record.publishedAt, timeZone)} · {record.by}
        {live && <strong> · live now</strong>}
      </h3>
      <p>
        Version {record.id}: {changeSummary(record.changes)}.{record.reason && ` Why: ${record.reason}${/[.!?]$/.test(record.reason) ? "" : "."}`}
        {record.findings.length > 0 && ` Published over ${count(record.findings.length, "finding")} of the checks.`}
        {record.commit && ("id" in record.commit ? ` Saved in git as ${record.commit.id.slice(0, 12)}.` : ` Not saved in git: ${record.commit.failed}`)}
      </p>
      <details>
        <summary>What changed</summary>
        <PageList title="Pages added" addresses={record.changes.added} />
        <PageList title="Pages removed" addresses={record.changes.removed} />
        <PageList title="Pages changed" addresses={record.changes.changed} />
        {record.findings.length > 0 && <PageList title="Findings published over" addresses={record.findings} />}
        {record.diff ? <pre className="diff">{record.diff}</pre> : <p>The site&apos;s file is the same as in the version before.</p>}
      </details>
      <p className="actions">
        <a href={`${adminPaths.preview}/${record.id}/`}>Preview this version</a>
        {!live && (
          <form method="post" action={`${adminPaths.publish}/${record.id}/live`}>
            <input type="hidden" name="csrf" value={session.csrfToken} />
            <label htmlFor={`why-${record.id}`}>Why (optional)</label>
            <input id={`why-${record.id}`} name="reason" maxLength={500} />
            <button type="submit">Make this version live</button>
          </form>
        )}
      </p>
    </li>
  );
}

export function publishPage(session: Session, data: PublishPageData): string {
  const live = data.versions.find((version) => version.record.id === data.liveId);
  return html(
    <Page title="Publish" session={session}>
      <h1>Publish</h1>
      {data.outcome && <Outcome outcome={data.outcome} reason={data.reason} session={session} />}
      {data.done && (
        <p role="status" className="done">
          {data.done}
        </p>
      )}
      <p>
        {live
          ? `Visitors get version ${live.record.id}, published by ${live.record.by} on ${localTime(live.record.publishedAt, data.timeZone)}.`
          : "Nothing was published from here yet: visitors get the site as it was last built on the server."}
      </p>
      {data.previewing && (
        <form method="post" action={`${adminPaths.preview}/end`} className="previewing">
          <input type="hidden" name="csrf" value={session.csrfToken} />
          <p>This browser shows the site as version {data.previewing} (a preview, for half an hour). Visitors do not see it unless it is live.</p>
          <button type="submit">Stop previewing</button>
        </form>
      )}
      {data.underWay && (
        <p role="status">
          {data.underWay.by} started a publish at {localTime(data.underWay.since.toISOString(), data.timeZone)}: it is being built now.
        </p>
      )}
      {data.outcome?.kind !== "needs-reason" && (
        <>
          <p>Publishing checks the saved pages, builds the site and, when both succeed, gives it to every visitor at once. It takes up to a minute.</p>
          <PublishForm session={session} reason={data.reason} />
        </>
      )}
      <h2>Versions</h2>
      {data.versions.length === 0 ? (
        <p>None yet.</p>
      ) : (
        <ol className="versions">
          {data.versions.map((version) => (
            <VersionRow key={version.record.id} version={version} live={version.record.id === data.liveId} session={session} timeZone={data.timeZone} />
          ))}
        </ol>
      )}
    </Page>,
  );
}
