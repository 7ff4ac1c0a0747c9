// The SQL of the company's user accounts. A password reaches this file only as the string
// runtime/server/users/password-hash.ts made of it; no query returns that string except
// passwordHashOf, which verifying a login needs.
import type SqliteDatabase from "better-sqlite3";
import { writeTransaction } from "./write-transaction.ts";

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
  const byId = sqlite.prepare<[number], UserRow>(`SELECT ${userColumns} FROM users WHERE id = ?`);
  const owners = sqlite.prepare<[], { n: number }>("SELECT count(*) AS n FROM users WHERE role = 'owner'");
  const setRole = sqlite.prepare<[UserRole, number]>("UPDATE users SET role = ? WHERE id = ?");
  const removeById = sqlite.prepare<[number]>("DELETE FROM users WHERE id = ?");
  const assigned = sqlite.prepare<[number], { n: number }>("SELECT count(*) AS n FROM leads WHERE assignee_id = ?");
  const lastSignIns = sqlite.prepare<[], { user_id: number; at: string }>(
    "SELECT user_id, max(at) AS at FROM audit_log WHERE action = 'login' AND user_id IS NOT NULL GROUP BY user_id",
  );
  /** Whether taking this user's owner role away would leave the company with no owner. */
  const isLastOwner = (user: UserRow): boolean => user.role === "owner" && owners.get()!.n <= 1;

  return {
    /** Adds a user; false when the name is taken (names compare without case: Ayesha is ayesha). */
    add(name: string, role: UserRole, passwordHash: string, now: string): boolean {
      return insert.run(name, role, passwordHash, now, now).changes > 0;
    },
    /** Every user, the first added first. */
    list: (): User[] => all.all().map(toUser),
    findById(id: number): User | null {
      const row = byId.get(id);
      return row ? toUser(row) : null;
    },
    /** When each user last signed in (from the audit log), by id; a user who never did is absent. */
    lastSignIns: (): Map<number, string> => new Map(lastSignIns.all().map((row) => [row.user_id, row.at])),
    /**
     * Gives a user another role, unless that leaves no owner (checked in the same transaction, so two
     * owners demoting each other at once cannot both succeed).
     */
    changeRole: writeTransaction(sqlite, (id: number, role: UserRole): "changed" | "unchanged" | "last-owner" | "missing" => {
      const row = byId.get(id);
      if (!row) return "missing";
      if (row.role === role) return "unchanged";
      if (role !== "owner" && isLastOwner(row)) return "last-owner";
      setRole.run(role, id);
      return "changed";
    }),
    /**
     * Removes a user, unless it is the last owner: their sessions end (ON DELETE CASCADE), the leads
     * they answered are given to nobody (ON DELETE SET NULL); how many those were.
     */
    removeById: writeTransaction(sqlite, (id: number): { removed: User; unassigned: number } | "last-owner" | "missing" => {
      const row = byId.get(id);
      if (!row) return "missing";
      if (isLastOwner(row)) return "last-owner";
      const unassigned = assigned.get(id)!.n;
      removeById.run(id);
      return { removed: toUser(row), unassigned };
    }),
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
    resetPassword: writeTransaction(sqlite, (name: string, passwordHash: string, now: string): number | null => {
      if (setHash.run(passwordHash, now, name).changes === 0) return null;
      return endSessions.run(name).changes;
    }),
  };
}

export type UserQueries = ReturnType<typeof userQueries>;
