import { m } from '@rasoi/domain/i18n/messages';
import { paiseText } from '@rasoi/domain/indian-digits';
import type { StatementData } from '@rasoi/domain/ledger';
import { EntryRow } from './entry-row.tsx';
import { monthText } from './tiffin-texts.ts';

/**
 * One month's statement as read (issue 26, D88, D93): the opening balance, the month's entries by day
 * (each meal with what it was), the closing balance and the dues carried (red when something is owed).
 * Shown on the Account page under its month picker and, read-only, on a shared statement's page.
 */
export function StatementSheet({ statement }: { statement: StatementData }) {
  return (
    <>
      <dl className="mt-4 border-b border-line pb-2">
        <div className="flex justify-between gap-3">
          <dt className="font-medium text-ink">{m.tiffinOpeningBalance()}</dt>
          <dd className="font-semibold tabular-nums text-ink">{paiseText(statement.opening_paise)}</dd>
        </div>
      </dl>
      {statement.entries.length === 0 ? (
        <p className="py-3 text-sm text-muted">{m.tiffinNoEntriesInMonth()}</p>
      ) : (
        <ul className="divide-y divide-line" aria-label={monthText(statement.month)}>
          {statement.entries.map((entry) => (
            <EntryRow key={entry.id} entry={entry} />
          ))}
        </ul>
      )}
      <dl className="space-y-2 border-t border-line pt-2">
        <div className="flex justify-between gap-3">
          <dt className="font-medium text-ink">{m.tiffinClosingBalance()}</dt>
          <dd className="font-semibold tabular-nums text-ink">{paiseText(statement.closing_paise)}</dd>
        </div>
        <div className="flex justify-between gap-3">
          <dt className="font-medium text-ink">{m.tiffinDuesCarried()}</dt>
          <dd
            className={`font-semibold tabular-nums ${statement.dues_carried_paise > 0 ? 'text-red-700' : 'text-ink'}`}
          >
            {paiseText(statement.dues_carried_paise)}
          </dd>
        </div>
      </dl>
    </>
  );
}
