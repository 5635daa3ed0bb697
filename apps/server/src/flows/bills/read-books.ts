import { financialYearOf } from '@rasoi/domain/bills';
import { BOOKS_LIMITS, booksLevel, exportSpan, type BooksData, type BooksLimit } from '@rasoi/domain/books';
import { localDateAt } from '@rasoi/domain/slot-dates';
import type { AppContext } from '../../app-context.ts';
import { netBilled, readBooksLimits } from '../../modules/bills/books-queries.ts';

/**
 * `GET /books` (seller; issue 28 part 2, docs/decisions/0108): the current financial year's turnover (its
 * bills less its credit notes, on the kitchen's calendar) and this month's UPI on bills (paid by UPI, not
 * online through the gateway, which pays a merchant account), each limit measured on its figure (the three
 * yearly ones on the turnover, the UPI one on the month), with the whole percent and the level (near from
 * 80%, over at 100%). Limits are the seller's settings, today's values until changed.
 */
export async function readBooks(
  ctx: Pick<AppContext, 'db' | 'now' | 'config'>,
  limits?: Record<BooksLimit, number>,
): Promise<BooksData> {
  const today = localDateAt(ctx.now(), ctx.config.kitchenTimezone);
  const financialYear = financialYearOf(today);
  const month = today.slice(0, 7);
  const [settings, turnover, upiMonth] = await Promise.all([
    limits ?? readBooksLimits(ctx.db),
    netBilled(ctx.db, exportSpan({ year: financialYear })),
    netBilled(ctx.db, exportSpan({ month }), ['upi']),
  ]);
  const figureOf = (name: BooksLimit) => (name === 'upi_personal_month' ? upiMonth : turnover);
  return {
    financial_year: financialYear,
    turnover_paise: turnover,
    month,
    upi_month_paise: upiMonth,
    thresholds: BOOKS_LIMITS.map((name) => {
      const value = figureOf(name);
      const limit = settings[name];
      return {
        name,
        limit_paise: limit,
        value_paise: value,
        percent: Math.floor((value * 100) / limit),
        level: booksLevel(value, limit),
      };
    }),
  };
}
