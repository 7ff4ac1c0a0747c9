// While posts to the webhook fail, the forwarder keeps one small file beside the store saying so
// (leads.forwarding.json): since when, how many tries, the last problem and, for a redirect, where
// the webhook pointed. `pages leads` reads it to warn whoever lists the leads, since the server's
// log is not where everyone looks. It is replaced whole (a temporary file renamed over it), so a
// reader never sees half of it, and removed once the webhook answers again.
import { randomBytes } from "node:crypto";
import { rename, rm, writeFile } from "node:fs/promises";
import { forwardingStatusFile, readIfThere } from "./state-files.ts";

export interface ForwardingFailure {
  /** The webhook's address, redacted. */
  webhook: string;
  /** When the first failed post of this run of failures was, ISO 8601. */
  since: string;
  /** When the last one was. */
  lastTry: string;
  tries: number;
  /** What went wrong the last time, in words, with no secret in it. */
  problem: string;
  /** The status the webhook answered the last time, or null when it did not answer. */
  status: number | null;
  /** For a redirect (a 3xx), where the webhook pointed (redacted), or null. */
  redirect: string | null;
}

function isFailure(value: unknown): value is ForwardingFailure {
  if (value === null || typeof value !== "object") return false;
  const { webhook, since, lastTry, tries, problem, status, redirect } = value as Record<string, unknown>;
  return (
    typeof webhook === "string" &&
    typeof since === "string" &&
    typeof lastTry === "string" &&
    typeof tries === "number" &&
    typeof problem === "string" &&
    (status === null || typeof status === "number") &&
    (redirect === null || typeof redirect === "string")
  );
}

/** The failure under way for a store, or null when forwarding is not failing (or the file is not one). */
export async function readForwardingFailure(storeFile: string, statusFile = forwardingStatusFile(storeFile)): Promise<ForwardingFailure | null> {
  const text = await readIfThere(statusFile);
  if (text === null) return null;
  try {
    const value: unknown = JSON.parse(text);
    return isFailure(value) ? value : null;
  } catch {
    return null;
  }
}

export async function writeForwardingFailure(statusFile: string, failure: ForwardingFailure): Promise<void> {
  const temporary = `${statusFile}.${randomBytes(4).toString("hex")}.tmp`;
  try {
    await writeFile(temporary, `${JSON.stringify(failure, null, 2)}\n`);
    await rename(temporary, statusFile);
  } finally {
    await rm(temporary, { force: true });
  }
}

export async function clearForwardingFailure(statusFile: string): Promise<void> {
  await rm(statusFile, { force: true });
}
