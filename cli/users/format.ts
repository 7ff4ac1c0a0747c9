// `pages users list`: name, role and when each was added, never a password's hash.
import type { User } from "../../runtime/server/index.ts";

const day = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;

export function formatUsers(users: readonly User[]): string {
  const rows = [["Name", "Role", "Added"], ...users.map((user) => [user.name, user.role, day(user.createdAt)])];
  const widths = [0, 1].map((column) => Math.max(...rows.map((row) => row[column]!.length)));
  const lines = rows.map((row) => row.map((cell, column) => (column < 2 ? cell.padEnd(widths[column]!) : cell)).join("  "));
  return `${lines.join("\n")}\n\n${users.length} user${users.length === 1 ? "" : "s"}.`;
}
