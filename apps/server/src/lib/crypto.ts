import { createHash, randomFillSync, timingSafeEqual } from 'node:crypto';

/** The random part of an id, in bytes. */
const ID_RANDOM_BYTES = 8;
/**
 * Random bytes for the next 512 ids, filled in one call to the system's generator when used up (issue 29):
 * `randomBytes(8)` per id cost some 6 µs, a few percent of the server's CPU per order. The bytes are the
 * same kind, only asked for in bulk; they are never reused.
 */
const idRandomness = Buffer.alloc(ID_RANDOM_BYTES * 512);
let idRandomnessUsed = idRandomness.length;

/**
 * A new opaque id (exposed as `_id`): 24 lowercase hex characters, the creation time in whole seconds
 * (4 bytes, as a MongoDB ObjectId starts) then 8 random bytes. Ids made close together sort close
 * together, so a primary key index grows at its end instead of at random places: a commit of many
 * orders writes a few index pages, not one per order (issue 6). Not a secret: access to a row is
 * checked, never inferred from its id being hard to guess.
 */
export function newId(): string {
  if (idRandomnessUsed === idRandomness.length) {
    randomFillSync(idRandomness);
    idRandomnessUsed = 0;
  }
  const random = idRandomness.toString('hex', idRandomnessUsed, idRandomnessUsed + ID_RANDOM_BYTES);
  idRandomnessUsed += ID_RANDOM_BYTES;
  // Whole seconds as 8 hex digits (4 bytes, until the year 2106).
  return (
    Math.floor(Date.now() / 1000)
      .toString(16)
      .padStart(8, '0') + random
  );
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
