import { useId, useState } from 'react';
import { m } from '@rasoi/domain/i18n/messages';
import { Button } from '../../ui/button.tsx';
import { LoadingDots } from '../../ui/loading-dots.tsx';
import { useStatement } from './api/get-account.ts';
import { StatementActions } from './statement-actions.tsx';
import { StatementSheet } from './statement-sheet.tsx';
import { monthText, recentMonths } from './tiffin-texts.ts';

/** How many months the picker offers: the kitchen's this month and the eleven before it. */
const MONTHS_SHOWN = 12;

/**
 * A month's statement of the household account (issue 26, D88; GET /account/statement): a month picker
 * (this and earlier months on the kitchen's calendar), 'Download PDF' and 'Share' (D93), then the
 * statement: the opening balance, the month's entries by day, the closing balance and the dues carried
 * (what is owed at the close, nothing when none).
 */
export function StatementView({ timeZone }: { timeZone: string }) {
  const id = useId();
  const months = recentMonths(new Date(), timeZone, MONTHS_SHOWN);
  const [month, setMonth] = useState(months[0]!);
  const { data: statement, isPending, isError, refetch } = useStatement(month, true);

  return (
    <section aria-labelledby={`${id}-title`} className="mt-6 rounded-3xl bg-white p-4 shadow-sm ring-1 ring-line">
      <h2 id={`${id}-title`} className="font-display text-xl font-bold text-ink">
        {m.tiffinStatement()}
      </h2>
      <label htmlFor={`${id}-month`} className="mt-3 mb-1 block text-sm font-medium text-ink">
        {m.tiffinStatementMonth()}
      </label>
      <select
        id={`${id}-month`}
        value={month}
        onChange={(event) => setMonth(event.target.value)}
        className="min-h-12 w-full rounded-xl border border-line bg-white px-4 text-base text-ink focus:border-primary focus:ring-2 focus:ring-primary/20 focus:outline-none"
      >
        {months.map((one) => (
          <option key={one} value={one}>
            {monthText(one)}
          </option>
        ))}
      </select>
      {isPending ? (
        <LoadingDots label={m.tiffinLoadingStatement()} />
      ) : isError ? (
        <div className="mt-4 text-center">
          <p className="text-ink">{m.tiffinStatementLoadFailed()}</p>
          <Button variant="secondary" className="mt-3" onClick={() => void refetch()}>
            {m.tryAgain()}
          </Button>
        </div>
      ) : (
        <>
          <StatementActions month={month} />
          <StatementSheet statement={statement} />
        </>
      )}
    </section>
  );
}
