// A name and password checked for a login. An unknown name costs the same scrypt as a wrong
// password (a hash against a dummy of today's parameters), so how long the answer takes does not
// tell whether a name exists; both answer null.
import { randomBytes } from "node:crypto";
import type { UserQueries, UserRole } from "../database/index.ts";
import { currentParameters, verifyPassword } from "./password-hash.ts";
import { longestPassword } from "./password-rules.ts";

// A hash of no password anyone knows: random bytes where the key would be. Made without running
// scrypt, so the first unknown name is no slower than the next.
const { ln, r, p } = currentParameters;
export const dummyHash = `$scrypt$ln=${ln},r=${r},p=${p}$${randomBytes(16).toString("base64").replace(/=+$/, "")}$${randomBytes(32).toString("base64").replace(/=+$/, "")}`;

export interface VerifiedUser {
  id: number;
  name: string;
  role: UserRole;
}

/** The user whose name and password these are, or null, taking as long for an unknown name as for a wrong password. */
export async function verifyLogin(users: UserQueries, name: string, password: string): Promise<VerifiedUser | null> {
  // Longer than any password can be set: refused before any work, whatever the name.
  if ([...password].length > longestPassword) return null;
  const stored = users.passwordHashOf(name);
  const matches = await verifyPassword(password, stored?.passwordHash ?? dummyHash);
  if (!stored || !matches) return null;
  const user = users.find(name);
  return user ? { id: user.id, name: user.name, role: user.role } : null;
}
