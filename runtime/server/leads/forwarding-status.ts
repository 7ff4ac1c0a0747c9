// While posts to the webhook failed, the forwarder of earlier versions kept one small file beside
// the store saying so (leads.forwarding.json): since when, how many tries, the last problem and, for
// a redirect, where the webhook pointed. It is read once, at start, to import it (legacy-import.ts);
// the forwarder now keeps the same record in the database.
import type { ForwardingFailure } from "./record.ts";
import { forwardingStatusFile, readIfThere } from "./state-files.ts";

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
