import type { SubscribeBody, Subscription } from '@rasoi/domain/subscriptions';
import type { AppContext } from '../../app-context.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { toStoredTime } from '../../db/values.ts';
import { newId } from '../../lib/crypto.ts';
import { readMySubscription } from './read-subscriptions.ts';
import { findSubscriptionByKey, insertSubscriptionRow } from './subscription-row-queries.ts';

/**
 * Stores a household's subscription (issue 26, docs/decisions/0091), the body already checked by the flow
 * (plan, start day, address). One INSERT ... SELECT decides the rules that can change meanwhile: the plan
 * still active, and for `on_account` the household's account allowing it; when either fails nothing is
 * stored and it answers `refused` (the flow names why). A repeated Idempotency-Key answers the first subscription
 * (`replayed`), also when two are sent at once (the unique key stores one). Answers the subscription.
 */
export async function storeSubscription(
  ctx: Pick<AppContext, 'db' | 'config' | 'now'>,
  userId: string,
  body: SubscribeBody,
  idempotencyKey: string | undefined,
): Promise<{ subscription: Subscription; replayed: boolean } | { refused: true }> {
  const earlier = idempotencyKey ? await findSubscriptionByKey(ctx.db, userId, idempotencyKey) : undefined;
  if (earlier) return { subscription: await readMySubscription(ctx, userId, earlier.id), replayed: true };
  const at = toStoredTime(ctx.now());
  const id = newId();
  try {
    const stored = await insertSubscriptionRow(ctx.db, {
      id,
      plan_id: body.plan_id,
      user_id: userId,
      start_day: body.start_day,
      end_day: null,
      tiffins: body.tiffins,
      address_id: body.address_id,
      diet_jain: body.diet.jain ? 1 : 0,
      diet_no_onion_garlic: body.diet.no_onion_garlic ? 1 : 0,
      diet_less_oil: body.diet.less_oil ? 1 : 0,
      diet_spice: body.diet.spice,
      diet_note: body.diet.note,
      pay: body.pay,
      ended_at: null,
      idempotency_key: idempotencyKey ?? null,
      created_at: at,
      updated_at: at,
    });
    if (!stored) return { refused: true };
  } catch (error) {
    const winner =
      idempotencyKey && isUniqueViolation(error)
        ? await findSubscriptionByKey(ctx.db, userId, idempotencyKey)
        : undefined;
    if (!winner) throw error;
    return { subscription: await readMySubscription(ctx, userId, winner.id), replayed: true };
  }
  return { subscription: await readMySubscription(ctx, userId, id), replayed: false };
}
