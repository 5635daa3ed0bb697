import type { FastifyBaseLogger } from 'fastify';
import { nextPlanMealCutoff, nextPlanReminder } from '@rasoi/domain/plan-days';
import type { AppContext } from '../../app-context.ts';
import { planStartFacts } from '../../modules/plans/plan-answer.ts';
import { listPlanRows } from '../../modules/plans/plan-queries.ts';
import { generateDuePlanMeals, type GenerationReport } from './generate-plan-meals.ts';
import { sendDueMealReminders } from './send-meal-reminders.ts';
import { tellPlanMealRun } from './tell-plan-meal-run.ts';

type Ctx = Pick<
  AppContext,
  'db' | 'config' | 'groupCommit' | 'kitchenSettings' | 'orderEvents' | 'now' | 'push' | 'whatsapp'
>;

/** One wake's work: the generation's report and how many meal reminders it sent (D95). */
export type PlanMealRun = GenerationReport & { reminded: number };

/** The longest the schedule sleeps (ms): a plan made or changed meanwhile is seen within a minute. */
export const PLAN_MEAL_WAKE_MAX_MS = 60_000;

/** The plan meals of one app: run the due ones now, or keep making them at each cut-off until stopped. */
export type PlanMealSchedule = {
  /**
   * Makes every due meal now, then pushes what it caused (a meal lost at the credit limit, a low balance)
   * and the meal reminders due (D95), and answers what it did (runs at once are safe: the database decides).
   */
  runDue(): Promise<PlanMealRun>;
  /**
   * Catches up at once (logging what it made), then wakes at each meal's skip cut-off until stopped.
   * Resolves when the catch-up run has ended (the schedule goes on).
   */
  start(): Promise<void>;
  /** Stops waking and waits for a run under way. */
  stop(): Promise<void>;
};

/**
 * The generation's clock (issue 26, docs/decisions/0092): `start` runs at once, so a server that was down at
 * a cut-off catches up when it comes back and says so in the log ('plan meals caught up'), then sleeps until
 * the soonest coming skip cut-off or meal reminder (D95) of any plan (at most PLAN_MEAL_WAKE_MAX_MS) and runs
 * again. After the meals, each run pushes what they caused and the reminders due (docs/decisions/0095); a
 * reminder run that fails is logged and does not fail the meals. Every
 * instance runs its own schedule; the database decides each meal once, so they never make one twice. A run
 * that fails is logged and the next wake tries again. The schedule's own runs never overlap.
 */
export function planMealSchedule(ctx: Ctx, log: FastifyBaseLogger): PlanMealSchedule {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  // The schedule's run under way, for stop() to wait for; the schedule never starts one before the last ended.
  let running: Promise<unknown> = Promise.resolve();

  /** `words`: the log line for meals made or lost (at start, the catch-up's; none for a run asked for). */
  const run = async (words?: string): Promise<PlanMealRun> => {
    const now = ctx.now();
    const report = await generateDuePlanMeals(ctx, now);
    // Logged once the meals are committed, before the pushes they cause: the line's time is when the
    // kitchen's orders stood (bench/plan-meals.ts reads it).
    if (words && (report.cooked > 0 || report.lost.length > 0)) {
      log.info({ cooked: report.cooked, lost: report.lost, days: report.days }, words);
    }
    await tellPlanMealRun(ctx, log, report);
    const reminded = await sendDueMealReminders(ctx, now).catch((error: unknown) => {
      log.error({ err: error }, 'plan meal reminders: the run failed; the next wake tries again');
      return 0;
    });
    return { ...report, reminded };
  };
  const runDue = () => run();

  const wakeIn = async (): Promise<number> => {
    const now = ctx.now();
    const plans = await listPlanRows(ctx.db, { activeOnly: false });
    const next = plans
      .flatMap((plan) => [
        nextPlanMealCutoff(planStartFacts(plan), now, ctx.config.kitchenTimezone),
        nextPlanReminder(planStartFacts(plan), now, ctx.config.kitchenTimezone),
      ])
      .filter((cutoff): cutoff is Date => cutoff !== null)
      .reduce((soonest, cutoff) => Math.min(soonest, cutoff.getTime() - now.getTime()), PLAN_MEAL_WAKE_MAX_MS);
    return Math.max(0, next);
  };

  const cycle = async (first: boolean): Promise<void> => {
    try {
      const wake = run(first ? 'plan meals caught up at start' : 'plan meals made');
      running = wake;
      await wake;
    } catch (error) {
      log.error({ err: error }, 'plan meals: the run failed; the next wake tries again');
    }
    if (stopped) return;
    const delay = await wakeIn().catch(() => PLAN_MEAL_WAKE_MAX_MS);
    if (!stopped) timer = setTimeout(() => void cycle(false), delay);
  };
  let first: Promise<void> | undefined;

  return {
    runDue,
    start: () => (first ??= cycle(true)),
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running.catch(() => undefined);
    },
  };
}
