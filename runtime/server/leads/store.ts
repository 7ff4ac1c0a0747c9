// The lead store: leads go into the database (runtime/server/database/). A lead is confirmed to
// the visitor (201) only after the transaction that inserts it has committed, which with
// synchronous=FULL means the write-ahead log is fsync'ed. Appends that arrive while a transaction
// commits share the next one (group commit), so a burst of visitors costs one disk flush, not one
// each. The commit happens on the writer's thread when there is one (lead-writer.ts).
import type { LeadWriter, NewLead } from "../database/index.ts";
import type { Lead } from "./record.ts";

export interface LeadStoreOptions {
  /** The most leads inserted by one transaction. */
  maxBatch?: number;
  /** The language of the page a lead was sent from, stored beside it. */
  languageOf?: (page: string) => string | null;
  /** Who is emailed of each lead: their emails are stored with it, to be sent by the notifier. */
  notify?: readonly string[];
}

interface Pending {
  lead: NewLead;
  resolve: () => void;
  reject: (error: unknown) => void;
}

export class LeadStore {
  private readonly writer: LeadWriter;
  private readonly maxBatch: number;
  private readonly languageOf: (page: string) => string | null;
  private readonly notify: readonly string[];
  private pending: Pending[] = [];
  private flushing: Promise<void> | null = null;
  private closed = false;

  constructor(writer: LeadWriter, options: LeadStoreOptions = {}) {
    this.writer = writer;
    this.maxBatch = options.maxBatch ?? 512;
    this.languageOf = options.languageOf ?? (() => null);
    this.notify = options.notify ?? [];
  }

  /** Resolves once the lead is on disk; rejects when it could not be written (nothing is confirmed then). */
  append(lead: Lead): Promise<void> {
    if (this.closed) return Promise.reject(new Error("The lead store is closed."));
    return new Promise<void>((resolve, reject) => {
      this.pending.push({ lead: { ...lead, language: this.languageOf(lead.page), notify: this.notify }, resolve, reject });
      this.flushing ??= this.flush();
    });
  }

  private async flush(): Promise<void> {
    // The appends of the requests being handled now join the first transaction.
    await new Promise((resolve) => setImmediate(resolve));
    while (this.pending.length > 0) {
      const batch = this.pending.splice(0, this.maxBatch);
      try {
        await this.writer.insert(batch.map((item) => item.lead));
        for (const item of batch) item.resolve();
      } catch (error) {
        // The transaction was rolled back: none of these is stored, none is confirmed.
        for (const item of batch) item.reject(error);
      }
    }
    this.flushing = null;
  }

  /** Waits for the appends under way, then closes the writer; the database is closed by whoever opened it. */
  async close(): Promise<void> {
    this.closed = true;
    await this.flushing;
    await this.writer.close();
  }
}
