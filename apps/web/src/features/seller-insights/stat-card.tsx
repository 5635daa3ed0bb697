import type { ReactNode } from 'react';
import { m } from '@rasoi/domain/i18n/messages';

type StatCardProps = {
  label: string;
  value: string | undefined;
  icon: ReactNode;
  tone: string;
  wide?: boolean;
  /** A small line under the value, e.g. '2 cancelled' under the orders (issue 15). */
  note?: string | undefined;
};

/** One figure of the seller's dashboards: a label, an icon and a value (a pulse while loading), and a note. */
export function StatCard({ label, value, icon, tone, wide = false, note }: StatCardProps) {
  return (
    <div
      className={`rounded-3xl bg-white p-4 shadow-[0_4px_14px_-6px_rgba(124,45,18,0.2)] ring-1 ring-line/70 ${wide ? 'col-span-full' : ''}`}
    >
      {/* The icon goes under the label when the label's longest word and the icon do not fit side by side. */}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="min-w-min flex-1 text-sm font-semibold text-muted">{label}</p>
        <span className={`grid size-9 shrink-0 place-items-center rounded-xl ${tone}`} aria-hidden="true">
          {icon}
        </span>
      </div>
      {value === undefined ? (
        <span className="mt-3 block h-8 w-20 animate-pulse rounded-lg bg-line/60" aria-label={m.loading()} />
      ) : (
        <p className={`mt-2 font-bold text-ink tabular-nums ${wide ? 'text-4xl' : 'text-3xl'}`}>{value}</p>
      )}
      {note ? <p className="mt-1 text-xs font-medium text-muted">{note}</p> : null}
    </div>
  );
}
