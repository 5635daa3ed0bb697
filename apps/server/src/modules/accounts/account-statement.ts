import type { Kysely } from 'kysely';
import type { StatementData } from '@rasoi/domain/ledger';
import type { AppContext } from '../../app-context.ts';
import type { Database } from '../../db/schema.ts';
import { entryAnswer } from './entry-answer.ts';
import { entriesBetween, sumBefore } from './entry-queries.ts';
import { statementHousehold, statementMeals } from './statement-queries.ts';

/** The first day of the month after 'yyyy-mm', as 'yyyy-mm-dd'. */
function nextMonthStart(month: string): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return number === 12 ? `${year + 1}-01-01` : `${year}-${String(number + 1).padStart(2, '0')}-01`;
}

/** The statement read inside the caller's transaction (see `accountStatement`). */
async function readStatement(trx: Kysely<Database>, userId: string, month: string): Promise<StatementData> {
  const from = `${month}-01`;
  const to = nextMonthStart(month);
  const opening = await sumBefore(trx, userId, from);
  const rows = await entriesBetween(trx, userId, from, to);
  const meals = await statementMeals(trx, userId, from, to);
  const closing = rows.reduce((sum, row) => sum + row.amount_paise, opening);
  return {
    month,
    opening_paise: opening,
    entries: rows.map((row) => ({
      ...entryAnswer(row),
      meal: (row.source_type === 'order' && row.source_id && meals.get(row.source_id)) || null,
    })),
    closing_paise: closing,
    dues_carried_paise: Math.max(0, -closing),
  };
}

/**
 * One month of the caller's account (issue 26, D88), by the entries' kitchen days: `opening_paise` the
 * sum of every entry of an earlier day, the month's entries in order (by day, then as posted), each meal
 * or refund of an order with what it was (its day, slot, thalis and tiffins, D93), `closing_paise` the
 * opening plus them, `dues_carried_paise` what is owed at the close (0 when none). Read in one
 * transaction, so a posting committing meanwhile is in both sums and the lines or in none.
 */
export async function accountStatement(
  ctx: Pick<AppContext, 'db'>,
  userId: string,
  month: string,
): Promise<StatementData> {
  return ctx.db.transaction().execute((trx: Kysely<Database>) => readStatement(trx, userId, month));
}

/** A statement as a document shows it (the PDF, a shared link): whose, from which kitchen, and the month. */
export type StatementDocument = {
  kitchen_name: string;
  household: { name: string | null; mobile: string };
  statement: StatementData;
};

/**
 * The month's statement with the kitchen's name (its settings) and the household (the receiver's name on
 * its newest address and its mobile), for the PDF and a shared link (D93); one transaction as above.
 */
export async function statementDocument(
  ctx: Pick<AppContext, 'db' | 'kitchenSettings'>,
  userId: string,
  month: string,
): Promise<StatementDocument> {
  const kitchen = await ctx.kitchenSettings.get();
  return ctx.db.transaction().execute(async (trx: Kysely<Database>) => ({
    kitchen_name: kitchen.name,
    household: await statementHousehold(trx, userId),
    statement: await readStatement(trx, userId, month),
  }));
}
