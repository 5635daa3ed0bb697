import type { z } from 'zod';
import type { MyAccountData, myAccountQuerySchema } from '@rasoi/domain/ledger';
import { keysetPage } from '@rasoi/domain/order-cursor';
import type { AppContext } from '../../app-context.ts';
import { findAccount } from './account-queries.ts';
import { accountAnswer, entryAnswer } from './entry-answer.ts';
import { entriesPage } from './entry-queries.ts';

/**
 * The caller's own account (issue 26, D88): balance, terms, since when it owes, and one page of its
 * entries newest first (keyset by created_at and id, D32). A household without an account reads as
 * zero with no entries; nothing is written. Only the caller's: the route passes the session's user.
 */
export async function readAccount(
  ctx: Pick<AppContext, 'db'>,
  userId: string,
  query: z.output<typeof myAccountQuerySchema>,
): Promise<MyAccountData> {
  const account = await findAccount(ctx.db, userId);
  if (!account) return { account: accountAnswer(userId, undefined), entries: [], nextCursor: null };
  const rows = await entriesPage(ctx.db, userId, query.limit, query.cursor);
  const { page, nextCursor } = keysetPage(rows, query.limit, (row) => ({ createdAt: row.created_at, id: row.id }));
  return { account: accountAnswer(userId, account), entries: page.map(entryAnswer), nextCursor };
}
