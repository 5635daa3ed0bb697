import type { Kysely } from 'kysely';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/errors.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { checkPlanFits, type PlanFacts } from './check-plan-fits.ts';

/**
 * What a plan's failed write tells its caller (issue 26, docs/decisions/0089): the active-name index's
 * refusal is 409 m.planNameTaken; a foreign key's (the slot or thali went away after the checks) is the
 * check's own 400, found by checking again. Anything else is returned as it came.
 */
export async function planWriteRefusal(
  db: Kysely<Database>,
  error: unknown,
  facts: PlanFacts & { name: string },
): Promise<unknown> {
  if (isUniqueViolation(error)) return new AppError('CONFLICT', 'planNameTaken', { name: facts.name });
  if (isForeignKeyViolation(error)) {
    try {
      await checkPlanFits(db, facts, { slot: true, meal: true });
    } catch (refusal) {
      return refusal;
    }
  }
  return error;
}
