import { sharedStatementPath, type SharedStatementData, type StatementLinkData } from '@rasoi/domain/ledger';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { statementDocument, type StatementDocument } from './account-statement.ts';
import { makeStatementToken, readStatementToken } from './statement-link.ts';

/**
 * Sharing a month's statement as a link (issue 26, docs/decisions/0093): the customer makes one, anyone
 * holding it reads the statement, as JSON or PDF, until it expires; nothing is stored per link.
 */

/** A link to the caller's statement of `month`: the web page's absolute URL and when it stops opening. */
export async function shareStatement(
  ctx: Pick<AppContext, 'db' | 'config' | 'now'>,
  userId: string,
  month: string,
): Promise<StatementLinkData> {
  const { token, expiresAt } = await makeStatementToken(ctx.db, userId, month, ctx.now());
  return { url: `${ctx.config.publicUrl}${sharedStatementPath(token)}`, expires_at: expiresAt.toISOString() };
}

/**
 * The statement a link's token names, with the kitchen and household, and when the link ends. 404
 * (`statementLinkNotFound`, in the caller's language) when the token is not one, was altered or expired:
 * one answer for all three, so a guess learns nothing.
 */
export async function sharedStatement(
  ctx: Pick<AppContext, 'db' | 'now' | 'kitchenSettings'>,
  token: string,
): Promise<StatementDocument & Pick<SharedStatementData, 'expires_at'>> {
  const link = await readStatementToken(ctx.db, token, ctx.now());
  if (!link) throw new AppError('NOT_FOUND', 'statementLinkNotFound');
  const document = await statementDocument(ctx, link.userId, link.month);
  return { ...document, expires_at: link.expiresAt.toISOString() };
}
