import type { ReactNode } from 'react';
import { ChevronRight } from 'lucide-react';

/** Classes of one row of a profile menu (a link or a button), at least 56 px tall. */
export const menuRowClass =
  'flex min-h-14 w-full items-center gap-3 px-4 text-left font-medium text-ink transition-colors hover:bg-primary-soft/60 disabled:opacity-60';

/** What a profile menu row shows: an icon, a label with an optional hint, and a chevron. */
export function MenuRowContent({ icon, label, hint }: { icon: ReactNode; label: string; hint?: string }) {
  return (
    <>
      <span className="grid size-9 place-items-center rounded-xl bg-primary-soft text-primary" aria-hidden="true">
        {icon}
      </span>
      <span className="flex-1">
        {label}
        {hint ? <span className="block text-xs font-normal text-muted">{hint}</span> : null}
      </span>
      <ChevronRight className="size-5 text-muted" aria-hidden="true" />
    </>
  );
}
