import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Seller PINs at rest (docs/architecture.md 'Auth', docs/decisions/0008): scrypt with a random 16-byte
 * salt, stored as `scrypt$N$r$p$salt$hash` (salt and hash base64url) so the cost can be raised later
 * while old hashes still verify. A 4-digit PIN has only 10 000 values: the hash slows down an offline
 * guess, and the login lockout is what protects the live service.
 */
const COST = { N: 16_384, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;
const FORMAT = /^scrypt\$(\d+)\$(\d+)\$(\d+)\$([A-Za-z0-9_-]+)\$([A-Za-z0-9_-]+)$/;

function derive(pin: string, salt: Buffer, cost: ScryptOptions, length: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    // maxmem above scrypt's 128 * N * r bytes, so a stored cost up to 4x today's still verifies.
    scrypt(pin, salt, length, { ...cost, maxmem: 256 * 1024 * 1024 }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** The stored form of a PIN: `scrypt$16384$8$1$<salt>$<hash>`. */
export async function hashPin(pin: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await derive(pin, salt, COST, KEY_LENGTH);
  return `scrypt$${COST.N}$${COST.r}$${COST.p}$${salt.toString('base64url')}$${hash.toString('base64url')}`;
}

/** True when the PIN matches the stored hash (compared in constant time); false for a malformed hash. */
export async function verifyPin(pin: string, stored: string): Promise<boolean> {
  const match = FORMAT.exec(stored);
  if (!match) return false;
  const [N, r, p] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const expected = Buffer.from(match[5]!, 'base64url');
  if (expected.length === 0) return false;
  const actual = await derive(pin, Buffer.from(match[4]!, 'base64url'), { N, r, p }, expected.length);
  return timingSafeEqual(actual, expected);
}

let decoy: Promise<string> | undefined;

/**
 * A hash of no one's PIN, made once per process. Checking a PIN against it when the number is no
 * seller makes every failed login cost the same scrypt work, so timing does not tell numbers apart.
 */
export function decoyPinHash(): Promise<string> {
  decoy ??= hashPin(randomBytes(8).toString('hex'));
  return decoy;
}
