import { useId, useState } from 'react';
import { Download, TriangleAlert } from 'lucide-react';
import type { BooksLimit, BooksThreshold } from '@rasoi/domain/books';
import { m } from '@rasoi/domain/i18n/messages';
import { paiseText } from '@rasoi/domain/indian-digits';
import { saveFile } from '../../lib/save-file.ts';
import { useAuth } from '../../lib/session-store.ts';
import { toastError } from '../../lib/toast.ts';
import { downloadBillsCsv, useBooks } from './api/books.ts';

/** Each limit's name, in the app's language. */
const LIMIT_LABELS: Record<BooksLimit, () => string> = {
  fssai_registration: () => m.booksThresholdFssai(),
  gst_registration: () => m.booksThresholdGst(),
  composition: () => m.booksThresholdComposition(),
  upi_personal_month: () => m.booksThresholdUpi(),
};

/** One limit: its name, the figure of the limit with the percent, a bar, and a warning near or over it. */
function ThresholdRow({ threshold }: { threshold: BooksThreshold }) {
  const labelId = useId();
  const warned = threshold.level !== 'ok';
  return (
    <li className="space-y-1">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
        <span id={labelId} className="font-semibold text-ink">
          {LIMIT_LABELS[threshold.name]()}
        </span>
        <span className="text-muted tabular-nums">
          {m.booksOfLimit({
            value: paiseText(threshold.value_paise),
            limit: paiseText(threshold.limit_paise),
            percent: threshold.percent,
          })}
        </span>
      </div>
      <progress
        aria-labelledby={labelId}
        max={100}
        value={Math.min(threshold.percent, 100)}
        className={`h-2 w-full overflow-hidden rounded-full ${warned ? 'accent-red-700' : 'accent-primary'}`}
      />
      {warned ? (
        <p className="flex items-center gap-1.5 text-sm font-semibold text-red-700">
          <TriangleAlert className="size-4 shrink-0" aria-hidden="true" />
          {threshold.level === 'over' ? m.booksOver() : m.booksNear()}
        </p>
      ) : null}
    </li>
  );
}

/**
 * The kitchen's books on the seller's dashboard (issue 28 part 2, docs/decisions/0108): the financial
 * year's turnover, each limit with how near it is (a warning from 80%), and the accountant's CSV of this
 * month's or this financial year's bills.
 */
export function BooksCard() {
  const token = useAuth((state) => state.token);
  const books = useBooks(Boolean(token));
  const headingId = useId();
  const [downloading, setDownloading] = useState<'month' | 'year' | null>(null);
  const data = books.data;
  if (!data) return null;

  const download = async (which: 'month' | 'year') => {
    setDownloading(which);
    try {
      const period = which === 'month' ? { month: data.month } : { year: data.financial_year };
      saveFile(await downloadBillsCsv(period), `bills-${which === 'month' ? data.month : data.financial_year}.csv`);
    } catch (error) {
      toastError(error);
    } finally {
      setDownloading(null);
    }
  };
  const button =
    'flex min-h-11 items-center justify-center gap-2 rounded-xl border border-primary px-3 text-sm font-semibold text-primary';

  return (
    <section aria-labelledby={headingId} className="space-y-3 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-line">
      <h2 id={headingId} className="text-lg font-bold text-ink">
        {m.booksHeading()}
      </h2>
      <p className="flex flex-wrap justify-between gap-x-3 text-sm text-muted">
        <span>{m.booksTurnover({ year: data.financial_year })}</span>
        <span className="font-semibold text-ink tabular-nums">{paiseText(data.turnover_paise)}</span>
      </p>
      <ul className="space-y-3">
        {data.thresholds.map((threshold) => (
          <ThresholdRow key={threshold.name} threshold={threshold} />
        ))}
      </ul>
      <div className="grid grid-cols-1 gap-2">
        <button
          type="button"
          className={button}
          onClick={() => void download('month')}
          disabled={downloading !== null}
          aria-busy={downloading === 'month'}
        >
          <Download className="size-4" aria-hidden="true" />
          {m.booksExportMonth()}
        </button>
        <button
          type="button"
          className={button}
          onClick={() => void download('year')}
          disabled={downloading !== null}
          aria-busy={downloading === 'year'}
        >
          <Download className="size-4" aria-hidden="true" />
          {m.booksExportYear()}
        </button>
      </div>
    </section>
  );
}
