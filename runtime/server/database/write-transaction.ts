// Every transaction of the database begins IMMEDIATE: it takes the write lock first, waiting (up to
// the busy timeout) while another connection writes, such as the lead writer's thread storing a lead
// or `pages users` in a terminal. A deferred transaction, SQLite's default, that reads before it
// writes cannot wait: when another connection is writing, or has written since the read, SQLite
// refuses the write at once with "database is locked". That made the admin answer 500 to an owner
// removing a user while a lead was being stored (a browser test, with the machine busy).
import type Sqlite from "better-sqlite3";

/** `fn` as one transaction that begins with the write lock taken. */
export function writeTransaction<F extends (...args: never[]) => unknown>(sqlite: Sqlite.Database, fn: F): Sqlite.Transaction<F>["immediate"] {
  const transaction = sqlite.transaction(fn);
  return transaction.immediate.bind(transaction);
}
