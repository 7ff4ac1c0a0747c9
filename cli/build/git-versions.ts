// A file's versions in git: the commits that changed it, newest first, and the text of each
// version, read through one `git cat-file --batch` (cli/build/history-lastmods.ts walks them).
import { execFile, spawn } from "node:child_process";
import { promisify } from "node:util";

const run = promisify(execFile);

export interface Commit {
  hash: string;
  /** YYYY-MM-DD, UTC: the day the commit was made (its committer date). */
  day: string;
  /** It has no parent: the first commit of a full history, or the oldest a shallow clone holds. */
  parentless: boolean;
}

/** Whether the repository holding `dir` is a shallow clone (throws without git, or outside a repository). */
export async function isShallow(dir: string): Promise<boolean> {
  return (await run("git", ["rev-parse", "--is-shallow-repository"], { cwd: dir })).stdout.trim() === "true";
}

/** The commits that changed the file, newest first, at most `limit`. */
export async function commitsOf(dir: string, name: string, limit: number): Promise<Commit[]> {
  const { stdout } = await run("git", ["log", `-n${limit}`, "--format=%H %cI %P", "--", name], { cwd: dir, maxBuffer: 16 * 1024 * 1024 });
  return stdout
    .split("\n")
    .filter(Boolean)
    .map((line) => {
      const [hash, date, ...parents] = line.split(" ");
      return { hash: hash!, day: new Date(date!).toISOString().slice(0, 10), parentless: parents.filter(Boolean).length === 0 };
    });
}

/** One `git cat-file --batch`, asked for one object at a time: each version is read when the walk reaches it, not all at once. */
export function objectReader(dir: string) {
  const child = spawn("git", ["cat-file", "--batch"], { cwd: dir, stdio: ["pipe", "pipe", "ignore"] });
  // The output as it came, joined only when an object is whole (joining at every chunk copied a
  // 10,000-city file over and over).
  let chunks: Buffer[] = [];
  let length = 0;
  let waiting: (() => void) | null = null;
  let ended = false;
  const wake = () => {
    const next = waiting;
    waiting = null;
    next?.();
  };
  const joined = () => {
    const all = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, length);
    chunks = [all];
    return all;
  };
  const keep = (rest: Buffer) => {
    chunks = rest.length > 0 ? [rest] : [];
    length = rest.length;
  };
  child.stdout.on("data", (chunk: Buffer) => {
    chunks.push(chunk);
    length += chunk.length;
    wake();
  });
  child.on("close", () => {
    ended = true;
    wake();
  });
  child.on("error", () => {
    ended = true;
    wake();
  });
  child.stdin.on("error", () => {});
  const more = () => new Promise<void>((done) => (waiting = done));
  return {
    /** The text of `<commit>:<path>`, or null when it is not there (or git stopped). */
    async read(name: string): Promise<string | null> {
      if (ended) return null;
      child.stdin.write(`${name}\n`);
      let header = -1;
      let size = 0;
      for (;;) {
        if (header < 0 && length > 0) {
          const all = joined();
          header = all.indexOf(10);
          if (header >= 0) {
            const line = all.subarray(0, header).toString();
            if (line.endsWith(" missing") || line.endsWith(" ambiguous")) {
              keep(all.subarray(header + 1));
              return null;
            }
            size = Number(line.split(" ")[2]);
          }
        }
        if (header >= 0 && length >= header + 1 + size + 1) {
          const all = joined();
          const text = all.subarray(header + 1, header + 1 + size).toString("utf8");
          keep(all.subarray(header + 1 + size + 1));
          return text;
        }
        if (ended) return null;
        await more();
      }
    },
    /** Git ended before close: a read that gave null may have been cut short rather than missing. */
    get stopped(): boolean {
      return ended;
    },
    close: () => {
      child.stdin.end();
      child.kill();
    },
  };
}
