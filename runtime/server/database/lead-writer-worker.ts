// The lead writer's thread (lead-writer.ts): its own connection to the database, inserting each
// batch it is sent in one transaction. The commit waits for the log's fsync here, so the server's
// thread goes on reading requests meanwhile, as it did while the JSON Lines store's fsync ran.
import { parentPort, workerData } from "node:worker_threads";
import type { NewLead } from "./lead-queries.ts";
import { openDatabase } from "./open-database.ts";

/** A batch to insert, or the end: the thread closes its connection and stops. */
export type WriterRequest = { kind: "insert"; id: number; leads: NewLead[] } | { kind: "close" };
export type WriterAnswer = { id: number; ok: true } | { id: number; ok: false; message: string; code: string | null };

if (parentPort) {
  const port = parentPort;
  const database = openDatabase(workerData as string);
  port.on("message", (request: WriterRequest) => {
    if (request.kind === "close") {
      database.close();
      port.close();
      return;
    }
    const { id, leads } = request;
    try {
      database.leads.insert(leads);
      port.postMessage({ id, ok: true } satisfies WriterAnswer);
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      port.postMessage({ id, ok: false, message: (error as Error).message, code: typeof code === "string" ? code : null } satisfies WriterAnswer);
    }
  });
}
