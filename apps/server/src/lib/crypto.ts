import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * A new opaque id (exposed as `_id`): 24 lowercase hex characters, the creation time in whole seconds
 * (4 bytes, as a MongoDB ObjectId starts) then 8 random bytes. Ids made close together sort close
 * together, so a primary key index grows at its end instead of at random places: a commit of many
 * orders writes a few index pages, not one per order (issue 6). Not a secret: access to a row is
 * checked, never inferred from its id being hard to guess.
 */
export function newId(): string {
  const seconds = Buffer.alloc(4);
  seconds.writeUInt32BE(Math.floor(Date.now() / 1000));
  return seconds.toString('hex') + randomBytes(8).toString('hex');
}

/** SHA-256 of a text, as 64 hex characters. Used for session tokens and one-time codes at rest. */
export function sha256Hex(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** Compares two hex digests in constant time; false when lengths differ. */
export function sameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
