import { z } from 'zod';
import { SELLER_ORDERS_PAGE_MAX } from './constants.ts';
import { pageCursorInvalid } from './i18n/messages/pagecursorinvalid2.js';
import { pageSizeInvalid } from './i18n/messages/pagesizeinvalid2.js';

/** The messages this module uses, each imported on its own (D87): not the barrel over every message. */
const m = { pageCursorInvalid, pageSizeInvalid };

/**
 * A position in a list newest first by (created_at, id) (issue 11, docs/decisions/0032): the seller's
 * orders, a customer's own orders and the seller's customers (issue 17), each by the creation time and id
 * of the last row of a page. The list is newest first by (created_at, id), so the next page holds the
 * orders strictly before this pair; orders placed meanwhile sort above it and never shift a page.
 */
export type OrderCursor = { createdAt: string; id: string };

/** ISO-8601 UTC with milliseconds, as the server stores times (toStoredTime). */
const STORED_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const ORDER_ID = /^[A-Za-z0-9_-]{1,64}$/;
/** Hex of at most 24 + 1 + 64 ASCII characters. */
const HEX = /^(?:[0-9a-f]{2}){1,89}$/;
const SEPARATOR = '|';

/**
 * The opaque text of a cursor: the hex of `createdAt|id` (ASCII only, so a byte per character, and
 * URL-safe without escaping in the browser and Node alike). Clients send it back as they got it.
 */
export function encodeOrderCursor(cursor: OrderCursor): string {
  const plain = `${cursor.createdAt}${SEPARATOR}${cursor.id}`;
  return Array.from(plain, (char) => char.charCodeAt(0).toString(16).padStart(2, '0')).join('');
}

/** The cursor a text names, or null when it is not one encodeOrderCursor made (any junk, any length). */
export function decodeOrderCursor(text: string): OrderCursor | null {
  if (!HEX.test(text)) return null;
  const plain = String.fromCharCode(...(text.match(/../g) ?? []).map((pair) => Number.parseInt(pair, 16)));
  const [createdAt, id, ...rest] = plain.split(SEPARATOR);
  if (rest.length > 0 || !createdAt || !id) return null;
  if (!STORED_TIME.test(createdAt) || Number.isNaN(Date.parse(createdAt)) || !ORDER_ID.test(id)) return null;
  return { createdAt, id };
}

/** The `cursor` query parameter: decoded, or refused with m.pageCursorInvalid(). */
export const orderCursorSchema = z.string({ error: () => m.pageCursorInvalid() }).transform((text, context) => {
  const cursor = decodeOrderCursor(text);
  if (!cursor) {
    context.addIssue({ code: 'custom', message: m.pageCursorInvalid() });
    return z.NEVER;
  }
  return cursor;
});

/**
 * A keyset page from `rows`, read as `limit` + 1 rows newest first (D32): the first `limit` of them, and
 * `nextCursor`, the cursor of the page's last row (its position from `positionOf`) when the extra row
 * shows another page follows, else null. Pure; used by every paged list.
 */
export function keysetPage<T>(
  rows: readonly T[],
  limit: number,
  positionOf: (row: T) => OrderCursor,
): { page: T[]; nextCursor: string | null } {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { page, nextCursor: rows.length > limit && last ? encodeOrderCursor(positionOf(last)) : null };
}

/**
 * The `limit` query parameter of every paged list: digits only, from 1 to SELLER_ORDERS_PAGE_MAX (issue 11;
 * one bound for all lists so m.pageSizeInvalid() says it), else refused with m.pageSizeInvalid().
 */
export const pageSizeSchema = z
  .string({ error: () => m.pageSizeInvalid() })
  .regex(/^\d{1,3}$/, { error: () => m.pageSizeInvalid() })
  .transform(Number)
  .pipe(
    z
      .number()
      .int()
      .min(1, { error: () => m.pageSizeInvalid() })
      .max(SELLER_ORDERS_PAGE_MAX, { error: () => m.pageSizeInvalid() }),
  )
  // The API document (docs/decisions/0085) shows what a caller sends: a whole number in the range, not
  // the digits' pattern the string is checked with first.
  .meta({ type: 'integer', minimum: 1, maximum: SELLER_ORDERS_PAGE_MAX, pattern: undefined });
