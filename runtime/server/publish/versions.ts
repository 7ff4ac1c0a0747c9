// The published versions of the site: each a folder of .pages/versions/ that `pages serve` can
// serve whole, and a file naming the one that is live. A version is built beside the others under
// a name starting with a dot and renamed into its place when it is complete, and "live" is
// replaced by a rename too, so a request never sees half a version nor half a name.
//
//   .pages/versions/<id>/site/          what visitors get (a `pages build` output folder)
//   .pages/versions/<id>/pages.json     the file it was built from
//   .pages/versions/<id>/version.json   who published it, when, why, and what changed (VersionRecord)
//   .pages/versions/live                the id of the version served
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/** The versions kept: the newest ten, and the live one whatever its age. */
export const KEPT_VERSIONS = 10;

/** A version's id: when it was published (UTC), with a number when two share a second: 20261126-150203, 20261126-150203-2. */
const idPattern = /^\d{8}-\d{6}(-\d+)?$/;

export const isVersionId = (text: string): boolean => idPattern.test(text);

export interface PageChanges {
  /** The addresses of the pages each way, /ur/contact/ and so on. */
  added: string[];
  removed: string[];
  changed: string[];
}

export interface VersionRecord {
  id: string;
  /** ISO time. */
  publishedAt: string;
  by: string;
  /** Why it was published over the lint's findings (or a note given), "" when none was asked. */
  reason: string;
  /** The lint's findings it was published over, in words. */
  findings: string[];
  /** Against the version live before it (all added for the first). */
  changes: PageChanges;
  /** The pages.json diff against that version, unified. */
  diff: string;
  /** The git commit it was recorded in, or why it was not (null: the project is no git checkout). */
  commit: { id: string } | { failed: string } | null;
}

export interface Version {
  record: VersionRecord;
  /** The folder visitors are served from. */
  site: string;
  /** The pages.json it was built from. */
  source: string;
}

const timeId = (at: Date) => at.toISOString().replace(/[-:]/g, "").replace("T", "-").slice(0, 15);

export class VersionStore {
  readonly folder: string;

  constructor(folder: string) {
    this.folder = folder;
  }

  private liveFile = () => join(this.folder, "live");

  private version(id: string): Version | null {
    if (!isVersionId(id)) return null;
    const folder = join(this.folder, id);
    try {
      const record = JSON.parse(readFileSync(join(folder, "version.json"), "utf8")) as VersionRecord;
      return { record, site: join(folder, "site"), source: join(folder, "pages.json") };
    } catch {
      return null;
    }
  }

  /** The complete versions, newest first. */
  list(): Version[] {
    let names: string[];
    try {
      names = readdirSync(this.folder);
    } catch {
      return [];
    }
    return names
      .filter(isVersionId)
      .sort()
      .reverse()
      .flatMap((id) => this.version(id) ?? []);
  }

  get(id: string): Version | null {
    return this.version(id);
  }

  /** The id of the version visitors are served, or null while none was published. */
  liveId(): string | null {
    try {
      const id = readFileSync(this.liveFile(), "utf8").trim();
      return this.version(id) ? id : null;
    } catch {
      return null;
    }
  }

  private liveCache: { stamp: string; version: Version | null } = { stamp: "", version: null };

  /** The version served; asked on every request, so read again only when the file naming it was replaced. */
  live(): Version | null {
    let stamp = "none";
    try {
      const stats = statSync(this.liveFile());
      stamp = `${stats.ino}:${stats.mtimeMs}:${stats.size}`;
    } catch {
      // No version was made live yet.
    }
    if (stamp !== this.liveCache.stamp) {
      const id = this.liveId();
      this.liveCache = { stamp, version: id === null ? null : this.version(id) };
    }
    return this.liveCache.version;
  }

  /** A folder to build a new version in, and the id it will have. */
  begin(at: Date): { id: string; folder: string } {
    mkdirSync(this.folder, { recursive: true });
    const base = timeId(at);
    let id = base;
    for (let n = 2; existsSync(join(this.folder, id)) || existsSync(join(this.folder, `.${id}`)); n++) id = `${base}-${n}`;
    const folder = join(this.folder, `.${id}`);
    mkdirSync(folder);
    return { id, folder };
  }

  /** Puts a built version in its place, with its record: from now on it can be made live. */
  complete(id: string, folder: string, record: VersionRecord): Version {
    writeFileSync(join(folder, "version.json"), `${JSON.stringify(record, null, 2)}\n`);
    renameSync(folder, join(this.folder, id));
    return this.version(id)!;
  }

  /** Drops a version that was not completed. */
  abandon(folder: string): void {
    rmSync(folder, { recursive: true, force: true });
  }

  /** Makes a version the one served, at once: the file naming it is replaced whole. */
  makeLive(id: string): void {
    if (!this.version(id)) throw new Error(`There is no version ${id}.`);
    const next = `${this.liveFile()}.next`;
    writeFileSync(next, `${id}\n`);
    renameSync(next, this.liveFile());
  }

  /** Removes the versions past the newest KEPT_VERSIONS, never the live one, and what unfinished builds left. */
  prune(): void {
    const live = this.liveId();
    for (const version of this.list().slice(KEPT_VERSIONS)) {
      if (version.record.id !== live) rmSync(join(this.folder, version.record.id), { recursive: true, force: true });
    }
  }

  /** What a build stopped half-way (the server stopped during a publish) left behind. */
  removeUnfinished(): void {
    let names: string[];
    try {
      names = readdirSync(this.folder);
    } catch {
      return;
    }
    for (const name of names) if (name.startsWith(".") && isVersionId(name.slice(1))) rmSync(join(this.folder, name), { recursive: true, force: true });
  }
}
