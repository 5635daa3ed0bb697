import { describe, expect, it } from 'vitest';
import { pageCursorInvalid } from './i18n/messages/pagecursorinvalid2.js';
import { decodeOrderCursor, encodeOrderCursor, keysetPage } from './order-cursor.ts';
import { sellerOrdersQuerySchema } from './seller.ts';

/** The messages this module uses, each imported on its own (D87): not the barrel over every message. */
const m = { pageCursorInvalid };

const hex = (text: string) => Array.from(text, (char) => char.charCodeAt(0).toString(16).padStart(2, '0')).join('');
const cursor = { createdAt: '2026-11-22T10:15:30.123Z', id: '6a1f0c2e9b8d7c6b5a4f3e2d' };

describe('order list cursor (issue 11, D32)', () => {
  it('gives back the position it was made from, as URL-safe text', () => {
    const text = encodeOrderCursor(cursor);
    expect(text).toMatch(/^[0-9a-f]+$/);
    expect(decodeOrderCursor(text)).toEqual(cursor);
  });

  it.each([
    ['empty', ''],
    ['not hex', 'zz'],
    ['an odd number of digits', encodeOrderCursor(cursor).slice(1)],
    ['no separator', hex(cursor.createdAt)],
    ['a third part', encodeOrderCursor({ ...cursor, id: `${cursor.id}|x` })],
    ['a date that is not a stored time', encodeOrderCursor({ ...cursor, createdAt: '2026-11-22' })],
    ['an impossible time', encodeOrderCursor({ ...cursor, createdAt: '2026-02-31T25:00:00.000Z' })],
    ['an id with other characters', encodeOrderCursor({ ...cursor, id: 'ab cd' })],
    ['too long', 'ab'.repeat(90)],
  ])('refuses %s', (_case, text) => {
    expect(decodeOrderCursor(text)).toBeNull();
  });

  it('is decoded by the query schema, which refuses junk with the cursor message', () => {
    const parsed = sellerOrdersQuerySchema.parse({ cursor: encodeOrderCursor(cursor), limit: '5' });
    expect(parsed).toEqual({ cursor, limit: 5 });
    expect(sellerOrdersQuerySchema.parse({})).toEqual({ limit: 30 });
    const refused = sellerOrdersQuerySchema.safeParse({ cursor: 'junk' });
    expect(refused.success ? null : refused.error.issues[0]?.message).toBe(m.pageCursorInvalid());
  });
});

describe('a keyset page', () => {
  const rows = ['c', 'b', 'a'].map((id) => ({ id, at: `2026-11-22T10:00:00.00${id === 'a' ? 1 : 2}Z` }));
  const positionOf = (row: { id: string; at: string }) => ({ createdAt: row.at, id: row.id });

  it('keeps `limit` rows and names the last one when the extra row shows another page', () => {
    const { page, nextCursor } = keysetPage(rows, 2, positionOf);
    expect(page.map((row) => row.id)).toEqual(['c', 'b']);
    expect(decodeOrderCursor(nextCursor!)).toEqual({ createdAt: rows[1]!.at, id: 'b' });
  });

  it('has no next cursor on the last page, full or not', () => {
    expect(keysetPage(rows, 3, positionOf).nextCursor).toBeNull();
    expect(keysetPage([], 3, positionOf)).toEqual({ page: [], nextCursor: null });
  });
});
