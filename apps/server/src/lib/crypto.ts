import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A new opaque id: 24 lowercase hex characters from 12 random bytes (exposed as `_id`). */
export function newId(): string {
  return randomBytes(12).toString('hex');
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
