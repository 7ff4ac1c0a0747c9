// Passwords are kept as scrypt hashes (node:crypto) at the parameters of OWASP's Password Storage
// Cheat Sheet: N = 2^17, r = 8, p = 1. Each hash is one self-describing string,
//   $scrypt$ln=17,r=8,p=1$<salt>$<hash>   (salt and hash in base64 without padding)
// so that stronger parameters later apply to new hashes while the old ones still verify.
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";

export interface ScryptParameters {
  /** log2 of N, the CPU and memory cost. */
  ln: number;
  r: number;
  p: number;
}

export const currentParameters: ScryptParameters = { ln: 17, r: 8, p: 1 };

const saltBytes = 16;
const hashBytes = 32;
// Stored strings are read back as they are; these bound what a tampered one could make us compute.
const largestLn = 20;
const largestR = 32;
const largestP = 4;

function derive(password: string, salt: Buffer, { ln, r, p }: ScryptParameters): Promise<Buffer> {
  // scrypt needs about 128 * N * r bytes; OpenSSL refuses exactly that much (it keeps a little
  // more), and Node's default maxmem (32 MiB) is a quarter of it, so allow twice the need.
  const options: ScryptOptions = { N: 2 ** ln, r, p, maxmem: 2 * 128 * 2 ** ln * r * p };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize("NFC"), salt, hashBytes, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

const encode = (bytes: Buffer) => bytes.toString("base64").replace(/=+$/, "");

/** The string to store for a password: parameters, a fresh random salt, and the hash. */
export async function hashPassword(password: string, parameters: ScryptParameters = currentParameters): Promise<string> {
  const salt = randomBytes(saltBytes);
  const key = await derive(password, salt, parameters);
  return `$scrypt$ln=${parameters.ln},r=${parameters.r},p=${parameters.p}$${encode(salt)}$${encode(key)}`;
}

interface StoredHash {
  parameters: ScryptParameters;
  salt: Buffer;
  key: Buffer;
}

const storedPattern = /^\$scrypt\$ln=(\d{1,2}),r=(\d{1,2}),p=(\d)\$([A-Za-z0-9+/]{16,})\$([A-Za-z0-9+/]{16,})$/;

/** A stored string taken apart, or null when it is not one this module wrote (or its parameters are out of bounds). */
export function parseStoredHash(stored: string): StoredHash | null {
  const match = storedPattern.exec(stored);
  if (!match) return null;
  const [ln, r, p] = [match[1], match[2], match[3]].map(Number) as [number, number, number];
  if (ln < 1 || ln > largestLn || r < 1 || r > largestR || p < 1 || p > largestP) return null;
  return { parameters: { ln, r, p }, salt: Buffer.from(match[4]!, "base64"), key: Buffer.from(match[5]!, "base64") };
}

/** Whether the password is the one the stored string was made from; compared in constant time. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseStoredHash(stored);
  if (parsed === null) return false;
  const key = await derive(password, parsed.salt, parsed.parameters);
  return key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
}

/**
 * Whether a stored hash was made with weaker parameters than today's (or than `parameters`, which
 * only tests lower), and should be made again at the next login.
 */
export function needsRehash(stored: string, parameters: ScryptParameters = currentParameters): boolean {
  const parsed = parseStoredHash(stored);
  if (parsed === null) return true;
  const { ln, r, p } = parsed.parameters;
  return ln < parameters.ln || r < parameters.r || p < parameters.p;
}
