import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { toStoredTime } from '../../db/values.ts';
import { stampLowBalance } from '../../modules/accounts/low-balance-stamp.ts';
import { lowBalancePush } from '../../modules/live/notifications/plan-pushes.ts';
import { lowBalanceNotice } from '../../modules/live/whatsapp/whatsapp-notices.ts';
import { dearestPrepaidMeals } from '../../modules/subscriptions/subscription-listing-queries.ts';
import { findLowBalanceStates } from '../../modules/accounts/account-queries.ts';

type Ctx = Pick<AppContext, 'db' | 'push' | 'whatsapp' | 'now'>;

/** How many meals' price a prepaid balance must cover before the household is told it is low (D95). */
export const LOW_BALANCE_MEALS = 2;

/**
 * After a posting to a household's account has committed (a plan meal's charge, a payment or adjustment the
 * seller recorded): tells the household, by web push, that its balance is below LOW_BALANCE_MEALS meals'
 * price, once per crossing (issue 26, docs/decisions/0095). A meal's price is its plan's price a meal times
 * the subscription's tiffins, the dearest of the household's open prepaid subscriptions; a household with
 * none (on account only, or no plan) is never told. The stamp decides once in the database
 * (`stampLowBalance`); `balanceBeforePaise`, the balance just before a charge, re-arms it when the charge
 * itself made the crossing. Never throws: a failure is logged and the caller's work stands.
 */
export async function tellLowBalance(
  ctx: Ctx,
  log: Pick<FastifyBaseLogger, 'error'>,
  userId: string,
  balanceBeforePaise?: number,
): Promise<void> {
  try {
    const mealPaise = (await dearestPrepaidMeals(ctx.db, [userId])).get(userId);
    if (mealPaise === undefined) return;
    const threshold = LOW_BALANCE_MEALS * mealPaise;
    const balance = await stampLowBalance(ctx.db, userId, threshold, toStoredTime(ctx.now()), balanceBeforePaise);
    if (balance === undefined) return;
    // By WhatsApp to a household that opted in, the push its fallback (D101); by push to anyone else.
    ctx.whatsapp.send(lowBalanceNotice(userId, balance), () => ctx.push.send({ userId }, lowBalancePush(balance)));
  } catch (error) {
    log.error({ err: error }, 'low balance push: the check failed');
  }
}

/**
 * `tellLowBalance` for every household a run of plan meals charged (`balancesBefore`: each one's balance
 * before its first charge of the run, paise), reading their accounts and dearest meals in a query each
 * (D96) and calling it only for those whose stamp would change: one told before and still low, or not told
 * and still above the line, is left alone. The stamp still decides in the database, so a payment or a
 * charge racing this tells on its own. Never throws.
 */
export async function tellLowBalances(
  ctx: Ctx,
  log: Pick<FastifyBaseLogger, 'error'>,
  balancesBefore: ReadonlyMap<string, number>,
): Promise<void> {
  try {
    const users = [...balancesBefore.keys()];
    const dearest = await dearestPrepaidMeals(ctx.db, users);
    const states = await findLowBalanceStates(ctx.db, users);
    for (const [userId, balanceBeforePaise] of balancesBefore) {
      const mealPaise = dearest.get(userId);
      const state = states.get(userId);
      if (mealPaise === undefined || state === undefined) continue;
      const threshold = LOW_BALANCE_MEALS * mealPaise;
      const low = state.balancePaise < threshold;
      const unchanged = low ? state.toldAt !== null && balanceBeforePaise < threshold : state.toldAt === null;
      if (!unchanged) await tellLowBalance(ctx, log, userId, balanceBeforePaise);
    }
  } catch (error) {
    log.error({ err: error }, 'low balance push: the check failed');
  }
}
