import type { Kysely } from 'kysely';
import type { Order } from '@rasoi/domain/api';
import type { Bill } from '@rasoi/domain/bills';
import type { AppContext } from '../../app-context.ts';
import type { Database } from '../../db/schema.ts';
import { issueBill, issueCreditNote } from '../../modules/bills/issue-bill.ts';
import { readKitchenSettings } from '../../modules/kitchen/kitchen/kitchen-settings-queries.ts';

/**
 * The order's bill, made in the transaction `trx` that delivered it or confirmed its online payment
 * (issue 28 part 1, docs/decisions/0107): the kitchen's settings are read in that transaction (not the
 * cache), so the bill carries what is stored at its commit. Returns the bill (the earlier one when the
 * order has one: an order paid online is billed when paid, not again when delivered).
 */
export async function billOrder(
  trx: Kysely<Database>,
  ctx: Pick<AppContext, 'config'>,
  order: Order,
  now: Date,
): Promise<Bill> {
  const settings = await readKitchenSettings(trx);
  return issueBill(trx, { settings, order, now, timeZone: ctx.config.kitchenTimezone });
}

/**
 * The credit note of an order cancelled after its bill (D107), in the cancel's transaction `trx`; null when
 * the order had no bill.
 */
export async function creditOrderBill(
  trx: Kysely<Database>,
  ctx: Pick<AppContext, 'config'>,
  orderId: string,
  now: Date,
): Promise<Bill | null> {
  const settings = await readKitchenSettings(trx);
  return issueCreditNote(trx, { settings, orderId, now, timeZone: ctx.config.kitchenTimezone });
}
