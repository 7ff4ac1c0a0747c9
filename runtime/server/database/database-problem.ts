// What can go wrong with the database file, in words for whoever runs the server: never SQLite's
// own message alone, never a stack trace. The command that hit it decides the exit code (2).

/** A database that cannot be used, said so that a person knows what to do. */
export class DatabaseProblem extends Error {
  override readonly name = "DatabaseProblem";
}

/** SQLite's result codes (better-sqlite3's SqliteError.code), the extended ones by their prefix. */
function sqliteCode(error: unknown): string | null {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" ? code : null;
}

/** The problem an error of SQLite (or of the file system under it) is, or the error itself when it is neither. */
export function databaseProblem(error: unknown, path: string): Error {
  if (error instanceof DatabaseProblem) return error;
  const code = sqliteCode(error);
  if (code === null) return error as Error;
  if (code === "SQLITE_NOTADB")
    return new DatabaseProblem(
      `${path} is not a database: it may be another kind of file, or damaged. Restore it from a backup (see "Back up and restore" in the README).`,
    );
  if (code.startsWith("SQLITE_CORRUPT"))
    return new DatabaseProblem(`The database ${path} is damaged. Restore it from a backup (see "Back up and restore" in the README).`);
  if (code.startsWith("SQLITE_BUSY") || code.startsWith("SQLITE_LOCKED"))
    return new DatabaseProblem(
      `The database ${path} is locked by another program, which kept it for more than 5 seconds. Close that program (a database browser, say) and try again.`,
    );
  if (code.startsWith("SQLITE_CANTOPEN") || code.startsWith("SQLITE_PERM") || code === "SQLITE_AUTH")
    return new DatabaseProblem(`The database ${path} cannot be opened: check that its folder exists and that this user may read and write there.`);
  if (code.startsWith("SQLITE_READONLY"))
    return new DatabaseProblem(`The database ${path} cannot be written: this user may only read it, or the disk is read-only.`);
  if (code === "SQLITE_FULL") return new DatabaseProblem(`The disk that holds the database ${path} is full.`);
  if (code.startsWith("SQLITE_IOERR")) return new DatabaseProblem(`The disk failed while reading or writing the database ${path} (${code}).`);
  return new DatabaseProblem(`The database ${path} could not be used (${code}).`);
}
