import type { Kysely } from 'kysely';
import { buildKitchenTicket, type KitchenTicket } from '@rasoi/domain/kitchen-ticket';
import { getLocale } from '@rasoi/domain/locale';
import { UNPAID_STATUSES } from '@rasoi/domain/order-status';
import type { Database } from '../../../db/schema.ts';
import { AppError } from '../../../lib/app-error.ts';
import { findOrder, withLines } from './order-queries.ts';

/**
 * `GET /order/:id/ticket` (seller; issue 28 part 4, docs/decisions/0111): the order's kitchen ticket and box
 * labels in the request's language (domain `buildKitchenTicket`). Throws AppError 404 `orderNotFound` for
 * an unknown order and for one still awaiting its online payment, which the kitchen is not shown (D100).
 * A cancelled order still answers: the cook may reprint what was cancelled to mark it.
 */
export async function readKitchenTicket(db: Kysely<Database>, orderId: string): Promise<KitchenTicket> {
  const row = await findOrder(db, orderId);
  if (!row || UNPAID_STATUSES.includes(row.status)) throw new AppError('NOT_FOUND', 'orderNotFound');
  const [order] = await withLines(db, [row]);
  return buildKitchenTicket(order!, getLocale());
}
