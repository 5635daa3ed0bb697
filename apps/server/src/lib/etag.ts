import { createHash } from 'node:crypto';

/** A strong ETag over the exact bytes of an answer. */
export function etagOf(body: Buffer): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

/**
 * Whether an If-None-Match header names this ETag (a list, weak validators and `*` included), so the
 * client's copy is current and the answer is a 304 (RFC 9110 13.1.2: weak comparison).
 */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}
