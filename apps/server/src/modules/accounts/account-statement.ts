import type { Kysely } from 'kysely';
import type { StatementData } from '@rasoi/domain/ledger';
import type { AppContext } from '../../app-context.ts';
import type { Database } from '../../db/schema.ts';
import { entryAnswer } from './entry-answer.ts';
import { entriesBetween, sumBefore } from './entry-queries.ts';

/** The first day of the month after 'yyyy-mm', as 'yyyy-mm-dd'. */
function nextMonthStart(month: string): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return number === 12 ? `${year + 1}-01-01` : `${year}-${String(number + 1).padStart(2, '0')}-01`;
}

/**
 * One month of the caller's account (issue 26, D88), by the entries' kitchen days: `opening_paise` the
 * sum of every entry of an earlier day, the month's entries in order (by day, then as posted),
 * `closing_paise` the opening plus them, `dues_carried_paise` what is owed at the close (0 when none).
 * Read in one transaction, so a posting committing meanwhile is in both sums or in neither.
 */
export async function accountStatement(
  ctx: Pick<AppContext, 'db'>,
  userId: string,
  month: string,
): Promise<StatementData> {
  const from = `${month}-01`;
  return ctx.db.transaction().execute(async (trx: Kysely<Database>) => {
    const opening = await sumBefore(trx, userId, from);
    const rows = await entriesBetween(trx, userId, from, nextMonthStart(month));
    const closing = rows.reduce((sum, row) => sum + row.amount_paise, opening);
    return {
      month,
      opening_paise: opening,
      entries: rows.map(entryAnswer),
      closing_paise: closing,
      dues_carried_paise: Math.max(0, -closing),
    };
  });
}
