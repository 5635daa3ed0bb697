import type { LedgerEntry, StatementEntry } from '@rasoi/domain/ledger';
import { dateWord } from '@rasoi/domain/slot-words';
import { mealDetailText } from '@rasoi/domain/statement-lines';
import { entryKindText, signedPaiseText } from './tiffin-texts.ts';

/**
 * One entry of the household account (issue 26, D88): its kitchen day, kind (meal, payment with cash or
 * UPI, refund, adjustment), on a statement what a meal or refund was for (its slot, thali in both
 * languages and tiffins, D93), the seller's note when there is one, and its signed amount in paise
 * (green for money in).
 */
export function EntryRow({ entry }: { entry: LedgerEntry | StatementEntry }) {
  const detail = 'meal' in entry ? mealDetailText(entry) : null;
  return (
    <li className="flex items-start justify-between gap-3 py-2.5">
      <div className="min-w-0">
        <p className="font-medium text-ink">{entryKindText(entry)}</p>
        <p className="text-xs text-muted">{dateWord(entry.day)}</p>
        {detail ? <p className="mt-0.5 text-sm break-words text-ink">{detail}</p> : null}
        {entry.note ? <p className="mt-0.5 text-xs break-words text-muted">{entry.note}</p> : null}
      </div>
      <p className={`shrink-0 font-semibold tabular-nums ${entry.amount_paise > 0 ? 'text-green-700' : 'text-ink'}`}>
        {signedPaiseText(entry.amount_paise)}
      </p>
    </li>
  );
}
