// Publish from the admin: the saved pages.json checked, built into a new version and made live, in
// one go and one at a time. Each step is the `pages` command itself in a child process (validate,
// lint, build), so the server that runs it keeps answering visitors while a build takes the CPU,
// and a publish checks and builds exactly as the commands do.
import { execFile } from "node:child_process";
import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { promisify } from "node:util";
import {
  pageChanges,
  pagesFileDiff,
  pagesOf,
  VersionStore,
  type Publishing,
  type PublishOutcome,
  type Version,
  type VersionRecord,
} from "../../runtime/server/publish/index.ts";

const run = promisify(execFile);

/** A build of 10,000 cities takes minutes on a small server; a step that takes longer has hung. */
const STEP_TIMEOUT_MS = 15 * 60 * 1000;

interface Finding {
  severity: string;
  message: string;
  /** The message in the staff's words, where the check has them (cli/format/json.ts). */
  staffMessage?: string;
  routes?: string[];
  related?: { file: string; line: number; column: number }[];
}

/** A problem or finding of the JSON format as the admin shows it: in the staff's words, its pages, and no line and column of the file. */
export function findingWords(finding: Finding): string {
  let message = finding.staffMessage ?? finding.message;
  for (const related of finding.related ?? []) message = message.replace(` (${related.file}:${related.line}:${related.column})`, "");
  const where = finding.routes?.length ? `On ${finding.routes.join(", ")}: ` : "";
  return `${where}${message}`;
}

export interface PublisherOptions {
  /** The project: cli/bin.mjs, whose commands check and build. */
  root: string;
  /** The pages file published, with public/ beside it (the project's pages.json by default). */
  pagesFile?: string;
  /** Where versions are kept (.pages/versions beside the pages file by default). */
  versionsFolder?: string;
  /** Told of each version made live (the lead endpoint takes its forms). */
  onLive?: (version: Version) => Promise<void>;
  now?: () => Date;
}

export class Publisher implements Publishing {
  readonly versions: VersionStore;
  private readonly root: string;
  private readonly pagesFile: string;
  /** The folder of the pages file: its public/, and the git checkout it may be in. */
  private readonly folder: string;
  private readonly now: () => Date;
  private readonly onLive: (version: Version) => Promise<void>;
  private running: { by: string; since: Date } | null = null;

  constructor({ root, pagesFile = join(root, "pages.json"), versionsFolder, now = () => new Date(), onLive = () => Promise.resolve() }: PublisherOptions) {
    this.root = root;
    this.pagesFile = pagesFile;
    this.folder = dirname(pagesFile);
    versionsFolder ??= join(this.folder, ".pages", "versions");
    this.now = now;
    this.onLive = onLive;
    this.versions = new VersionStore(versionsFolder);
    // What a publish stopped half-way (the server stopped during it) left behind.
    this.versions.removeUnfinished();
    rmSync(this.snapshot, { force: true });
  }

  /** The text being published, beside the pages file so its pictures and lead settings are found where the real one's are. */
  private get snapshot(): string {
    return join(this.folder, ".publishing-pages.json");
  }

  underWay(): { by: string; since: Date } | null {
    return this.running;
  }

  /** Runs `pages <args>` in the project; its exit code (a step killed for taking too long: -1) and what it printed. */
  private async pages(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
    try {
      const { stdout, stderr } = await run(process.execPath, [join(this.root, "cli", "bin.mjs"), ...args], {
        cwd: this.root,
        timeout: STEP_TIMEOUT_MS,
        maxBuffer: 256 * 1024 * 1024,
        env: { ...process.env, NO_COLOR: "1" },
      });
      return { code: 0, stdout, stderr };
    } catch (error) {
      const failed = error as { code?: number | string; stdout?: string; stderr?: string };
      return { code: typeof failed.code === "number" ? failed.code : -1, stdout: failed.stdout ?? "", stderr: failed.stderr ?? String(error) };
    }
  }

  async publish({ by, reason, live = true }: { by: string; reason: string; live?: boolean }): Promise<PublishOutcome> {
    if (this.running) return { kind: "busy", ...this.running };
    const since = this.now();
    this.running = { by, since };
    try {
      return await this.publishNow(by, reason.trim(), since, live);
    } finally {
      this.running = null;
    }
  }

  private async publishNow(by: string, reason: string, at: Date, live: boolean): Promise<PublishOutcome> {
    let text: string;
    try {
      text = readFileSync(this.pagesFile, "utf8");
    } catch {
      return { kind: "refused", problems: [`The site's file, ${basename(this.pagesFile)}, could not be read on the server.`] };
    }
    // The saved file as it is now, beside the real one (so its pictures and lead settings are found
    // where the real one's are): an edit saved while the build runs waits for the next publish.
    const snapshot = this.snapshot;
    writeFileSync(snapshot, text);
    const { id, folder } = this.versions.begin(at);
    let completed = false;
    try {
      const lint = await this.pages(["lint", snapshot, "--format", "json"]);
      if (lint.code === 2 || lint.code === -1) {
        const validate = await this.pages(["validate", snapshot, "--format", "json"]);
        const problems = parsed(validate.stdout)
          .filter((problem) => problem.severity === "error")
          .map(findingWords);
        return { kind: "refused", problems: problems.length > 0 ? problems : [`The checks could not run: ${lastLine(lint.stderr)}`] };
      }
      const findings = parsed(lint.stdout).map(findingWords);
      if (findings.length > 0 && reason === "") return { kind: "needs-reason", findings };

      const built = await this.pages(["build", snapshot, "--out-dir", join(folder, "site")]);
      if (built.code !== 0) return { kind: "failed", why: lastLine(built.stderr) || "the build stopped without saying why." };

      const current = this.versions.live();
      const before = current ? readFileSync(current.source, "utf8") : "";
      renameSync(snapshot, join(folder, "pages.json"));
      const record: VersionRecord = {
        id,
        publishedAt: at.toISOString(),
        by,
        reason,
        findings,
        changes: pageChanges(pagesOf(current?.site ?? null), pagesOf(join(folder, "site"))),
        diff: pagesFileDiff(
          before,
          text,
          current ? `pages.json (version ${current.record.id})` : "pages.json (nothing published)",
          `pages.json (version ${id})`,
        ),
        commit: await this.commit(by, reason, id, text),
      };
      const version = this.versions.complete(id, folder, record);
      completed = true;
      if (live) {
        this.versions.makeLive(id);
        await this.onLive(version);
      }
      this.versions.prune();
      return { kind: "published", version, live };
    } finally {
      rmSync(snapshot, { force: true });
      if (!completed) this.versions.abandon(folder);
    }
  }

  /** In a git checkout, pages.json and the pictures added to public/images/, committed with the editor as author. */
  private async commit(by: string, reason: string, id: string, text: string): Promise<VersionRecord["commit"]> {
    if (!existsSync(join(this.folder, ".git"))) return null;
    // What is committed is the file on disk: only when it is still the text published.
    if (readFileSync(this.pagesFile, "utf8") !== text)
      return { failed: "pages.json was saved again while this version was built: the next publish commits it." };
    const git = (args: string[]) => run("git", args, { cwd: this.folder, timeout: 60_000 });
    // The server's own name commits when its machine has none configured; the editor is the author.
    const identity = ["-c", "user.name=pages serve", "-c", "user.email=pages-serve@localhost"];
    try {
      await git(["add", "--", basename(this.pagesFile), ...(existsSync(join(this.folder, "public", "images")) ? ["public/images"] : [])]);
      const staged = await git(["diff", "--cached", "--quiet"]).then(
        () => false,
        () => true,
      );
      // Nothing new: the version is what the last commit holds.
      if (!staged) return { id: (await git(["rev-parse", "HEAD"])).stdout.trim() };
      const message = `Published version ${id} from the admin${reason ? `: ${reason}` : ""}`;
      await git([
        ...identity,
        "commit",
        "--no-verify",
        "-m",
        message,
        "--author",
        `${by.replace(/[<>\n]/g, "")} <${by.replace(/[^\w.-]/g, "-")}@admin.invalid>`,
      ]);
      const { stdout } = await git(["rev-parse", "HEAD"]);
      return { id: stdout.trim() };
    } catch (error) {
      return { failed: lastLine((error as { stderr?: string }).stderr ?? String(error)) };
    }
  }

  async rollback(id: string): Promise<Version | null> {
    const version = this.versions.get(id);
    if (!version) return null;
    this.versions.makeLive(id);
    await this.onLive(version);
    return version;
  }
}

function parsed(stdout: string): Finding[] {
  try {
    const list: unknown = JSON.parse(stdout);
    return Array.isArray(list) ? (list as Finding[]) : [];
  } catch {
    return [];
  }
}

const lastLine = (text: string) =>
  text
    .trim()
    .split("\n")
    .filter((line) => line.trim() !== "")
    .at(-1) ?? "";
