// A name and password checked for a login. An unknown name costs the same scrypt as a wrong
// password (a hash against a dummy of today's parameters), so how long the answer takes does not
// tell whether a name exists; both answer null.
import { randomBytes } from "node:crypto";
import type { UserQueries, UserRole } from "../database/index.ts";
import { currentParameters, verifyPassword, type ScryptParameters } from "./password-hash.ts";
import { longestPassword } from "./password-rules.ts";

// A hash of no password anyone knows: random bytes where the key would be. Made without running
// scrypt, so the first unknown name is no slower than the next.
const dummyHashOf = ({ ln, r, p }: ScryptParameters) =>
  `$scrypt$ln=${ln},r=${r},p=${p}$${randomBytes(16).toString("base64").replace(/=+$/, "")}$${randomBytes(32).toString("base64").replace(/=+$/, "")}`;
export const dummyHash = dummyHashOf(currentParameters);
// The dummies of other parameters, which only tests ask for (they hash at cheap ones), one for each.
const otherDummies = new Map<string, string>();

function dummyHashFor(parameters: ScryptParameters): string {
  const { ln, r, p } = parameters;
  if (ln === currentParameters.ln && r === currentParameters.r && p === currentParameters.p) return dummyHash;
  const key = `${ln},${r},${p}`;
  const dummy = otherDummies.get(key) ?? dummyHashOf(parameters);
  otherDummies.set(key, dummy);
  return dummy;
}

export interface VerifiedUser {
  id: number;
  name: string;
  role: UserRole;
}

/**
 * The user whose name and password these are, or null, taking as long for an unknown name as for a
 * wrong password. An unknown name is checked against a dummy of `parameters`: today's, unless a
 * test hashes its users at cheaper ones.
 */
export async function verifyLogin(
  users: UserQueries,
  name: string,
  password: string,
  parameters: ScryptParameters = currentParameters,
): Promise<VerifiedUser | null> {
  // Longer than any password can be set: refused before any work, whatever the name.
  if ([...password].length > longestPassword) return null;
  const stored = users.passwordHashOf(name);
  const matches = await verifyPassword(password, stored?.passwordHash ?? dummyHashFor(parameters));
  if (!stored || !matches) return null;
  const user = users.find(name);
  return user ? { id: user.id, name: user.name, role: user.role } : null;
}
