// Prints a failure of pages itself where the command or the server runs (see internalErrorMessage).
import { internalErrorMessage } from "../foundation/content/index.ts";

export function reportInternalError(error: unknown, env: Readonly<Record<string, string | undefined>> = process.env): void {
  console.error(internalErrorMessage(error));
  if (env.PAGES_DEBUG) console.error(error);
}
