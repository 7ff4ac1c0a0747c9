// How far `pages build` has got, for a person watching a long build in a terminal: one line,
// rewritten in place ("Building: 4,210 / 10,037 pages, 12 s"), shown once the build has run for
// a couple of seconds and cleared at its end. Nothing at all when the output is not a terminal
// (a build server's log, a test), so those see exactly what they saw before.

/** The part of a stream the line needs: process.stderr is one. */
export interface ProgressStream {
  isTTY?: boolean;
  write(text: string): unknown;
}

export interface ProgressOptions {
  stream?: ProgressStream;
  /** Nothing is shown before the build has run this long. */
  delayMs?: number;
  /** The line is rewritten at most this often. */
  everyMs?: number;
  now?: () => number;
}

export interface ProgressLine {
  /** The pages done so far, out of `total`. */
  update(done: number, total: number): void;
  /** Clears the line, if one was shown. */
  finish(): void;
}

const count = (value: number) => value.toLocaleString("en");

export function progressLine({ stream = process.stderr, delayMs = 2_000, everyMs = 100, now = () => performance.now() }: ProgressOptions = {}): ProgressLine {
  const started = now();
  let shownAt: number | null = null;
  let width = 0;
  if (!stream.isTTY) return { update: () => undefined, finish: () => undefined };
  return {
    update(done, total) {
      const at = now();
      if (at - started < delayMs || (shownAt !== null && at - shownAt < everyMs && done < total)) return;
      shownAt = at;
      const text = `Building: ${count(done)} / ${count(total)} pages, ${((at - started) / 1000).toFixed(0)} s`;
      // Back to the start of the line and over it: the counts and seconds only grow, so the new
      // text is never shorter than the one it covers.
      stream.write(`\r${text}`);
      width = text.length;
    },
    finish() {
      if (shownAt !== null) stream.write(`\r${" ".repeat(width)}\r`);
    },
  };
}
