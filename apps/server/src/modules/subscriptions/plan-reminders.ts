import type { PlanReminders, PlanRemindersBody } from '@rasoi/domain/subscriptions';
import type { AppContext } from '../../app-context.ts';
import { toStoredTime } from '../../db/values.ts';

type Ctx = Pick<AppContext, 'db' | 'now'>;

/**
 * The household's choice of plan meal reminders (issue 26, docs/decisions/0095, `getPlanReminders`): off
 * until the household turns it on (no row reads as off).
 */
export async function readPlanReminders(ctx: Ctx, userId: string): Promise<PlanReminders> {
  const row = await ctx.db
    .selectFrom('plan_reminders')
    .select('evening_before')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return { evening_before: row?.evening_before === 1 };
}

/**
 * Stores the household's choice (`setPlanReminders`), one row per household (an upsert: a repeat or two at
 * once leave the last). It applies to every coming meal not yet reminded of. Answers the choice as stored.
 */
export async function setPlanReminders(ctx: Ctx, userId: string, body: PlanRemindersBody): Promise<PlanReminders> {
  const row = {
    user_id: userId,
    evening_before: body.evening_before ? 1 : 0,
    updated_at: toStoredTime(ctx.now()),
  } as const;
  await ctx.db
    .insertInto('plan_reminders')
    .values(row)
    .onConflict((conflict) =>
      conflict.column('user_id').doUpdateSet({ evening_before: row.evening_before, updated_at: row.updated_at }),
    )
    .execute();
  return { evening_before: body.evening_before };
}
