import type { ReactNode } from 'react';

type MenuRowProps = {
  title: string;
  subtitle?: string;
  /** Anchor id a banner tap scrolls to (spec 2 'Home'). */
  id?: string;
  loading?: boolean;
  /** Shown when the row has nothing today. */
  emptyText?: string;
  count: number;
  children: ReactNode;
};

/** A home row: a heading and a sideways-scrolling strip of cards that snap into place (spec 2 'Home'). */
export function MenuRow({ title, subtitle, id, loading = false, emptyText, count, children }: MenuRowProps) {
  if (!loading && count === 0 && !emptyText) return null;
  return (
    <section id={id} aria-label={title} className="scroll-mt-20 py-3">
      <div className="px-4">
        <h2 className="font-display text-xl font-bold text-ink">{title}</h2>
        {subtitle ? <p className="text-sm text-muted">{subtitle}</p> : null}
      </div>
      {loading ? (
        <div className="flex gap-3 overflow-hidden px-4 pt-3" aria-hidden="true">
          {[0, 1, 2].map((key) => (
            <div key={key} className="h-[19rem] w-44 shrink-0 animate-pulse rounded-2xl bg-white ring-1 ring-line/70" />
          ))}
        </div>
      ) : count === 0 ? (
        <p className="px-4 pt-2 text-sm text-muted">{emptyText}</p>
      ) : (
        <div className="flex snap-x snap-mandatory scroll-px-4 gap-3 overflow-x-auto px-4 pt-3 pb-2 [scrollbar-width:none]">
          {children}
        </div>
      )}
    </section>
  );
}
