// Publishing from the admin: the versions kept and the one served (versions.ts), what a version
// changed (page-changes.ts), and what the admin asks of whoever publishes (`pages serve` gives it
// cli/publish/publisher.ts, which runs the commands).
import type { Version, VersionStore } from "./versions.ts";

export { isVersionId, KEPT_VERSIONS, VersionStore, type PageChanges, type Version, type VersionRecord } from "./versions.ts";
export { pageChanges, pagesFileDiff, pagesOf } from "./page-changes.ts";

/** How a publish ended. */
export type PublishOutcome =
  /** Built, and live unless it was built to be previewed first. */
  | { kind: "published"; version: Version; live: boolean }
  /** Another publish is under way: who started it, and when. */
  | { kind: "busy"; by: string; since: Date }
  /** The saved file does not validate: its problems, in words. */
  | { kind: "refused"; problems: string[] }
  /** The lint found something: publishing over it takes a reason. */
  | { kind: "needs-reason"; findings: string[] }
  /** The build stopped: why, as it said. */
  | { kind: "failed"; why: string };

export interface Publishing {
  readonly versions: VersionStore;
  underWay(): { by: string; since: Date } | null;
  /** Checks and builds the saved pages; the new version is made live unless `live` is false (to be previewed first). */
  publish(request: { by: string; reason: string; live?: boolean }): Promise<PublishOutcome>;
  /** Makes a kept version live again; null when there is no such version. */
  rollback(id: string): Promise<Version | null>;
}
export { Previews, PREVIEW_COOKIE, PREVIEW_MS } from "./previews.ts";
