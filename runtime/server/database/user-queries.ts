// The SQL of the company's user accounts. A password reaches this file only as the string
// runtime/server/users/password-hash.ts made of it; no query returns that string except
// passwordHashOf, which verifying a login needs.
import type SqliteDatabase from "better-sqlite3";

export const userRoles = ["sales", "editor", "owner"] as const;
export type UserRole = (typeof userRoles)[number];

/** A user as listed: never the hash. */
export interface User {
  id: number;
  name: string;
  role: UserRole;
  createdAt: string;
  passwordChangedAt: string;
}

interface UserRow {
  id: number;
  name: string;
  role: UserRole;
  created_at: string;
  password_changed_at: string;
}

const toUser = (row: UserRow): User => ({ id: row.id, name: row.name, role: row.role, createdAt: row.created_at, passwordChangedAt: row.password_changed_at });

const userColumns = "id, name, role, created_at, password_changed_at";

export function userQueries(sqlite: SqliteDatabase.Database) {
  const insert = sqlite.prepare<[string, UserRole, string, string, string]>(
    "INSERT INTO users (name, role, password_hash, created_at, password_changed_at) VALUES (?, ?, ?, ?, ?) ON CONFLICT (name) DO NOTHING",
  );
  const all = sqlite.prepare<[], UserRow>(`SELECT ${userColumns} FROM users ORDER BY created_at, id`);
  const byName = sqlite.prepare<[string], UserRow>(`SELECT ${userColumns} FROM users WHERE name = ?`);
  const hashOf = sqlite.prepare<[string], { id: number; password_hash: string }>("SELECT id, password_hash FROM users WHERE name = ?");
  const remove = sqlite.prepare<[string]>("DELETE FROM users WHERE name = ?");
  const setHash = sqlite.prepare<[string, string, string]>("UPDATE users SET password_hash = ?, password_changed_at = ? WHERE name = ?");
  const rehash = sqlite.prepare<[string, number]>("UPDATE users SET password_hash = ? WHERE id = ?");
  const endSessions = sqlite.prepare<[string]>("DELETE FROM sessions WHERE user_id = (SELECT id FROM users WHERE name = ?)");

  return {
    /** Adds a user; false when the name is taken (names compare without case: Ayesha is ayesha). */
    add(name: string, role: UserRole, passwordHash: string, now: string): boolean {
      return insert.run(name, role, passwordHash, now, now).changes > 0;
    },
    /** Every user, the first added first. */
    list: (): User[] => all.all().map(toUser),
    find(name: string): User | null {
      const row = byName.get(name);
      return row ? toUser(row) : null;
    },
    /** The stored hash of a user's password, for verifying a login; null for an unknown name. */
    passwordHashOf(name: string): { id: number; passwordHash: string } | null {
      const row = hashOf.get(name);
      return row ? { id: row.id, passwordHash: row.password_hash } : null;
    },
    /** Removes a user, their sessions with them (ON DELETE CASCADE); false when there was none. */
    remove: (name: string): boolean => remove.run(name).changes > 0,
    /**
     * Sets a new password and ends every session of the user, in one transaction, so no one still
     * signed in with the old password stays so. Returns how many sessions ended, or null for an unknown name.
     */
    /** Stores a new hash of the same password (stronger parameters), keeping the user's sessions. */
    rehash: (id: number, passwordHash: string): void => void rehash.run(passwordHash, id),
    resetPassword: sqlite.transaction((name: string, passwordHash: string, now: string): number | null => {
      if (setHash.run(passwordHash, now, name).changes === 0) return null;
      return endSessions.run(name).changes;
    }),
  };
}

export type UserQueries = ReturnType<typeof userQueries>;
