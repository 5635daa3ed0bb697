import { useId, useState, type ReactNode } from 'react';
import { ChevronDown } from 'lucide-react';

type CategoryGroupProps = { title: string; count: number; defaultOpen?: boolean; children: ReactNode };

/** A collapsible group of saved items under its category (spec 2: the first group open by default). */
export function CategoryGroup({ title, count, defaultOpen = false, children }: CategoryGroupProps) {
  const [open, setOpen] = useState(defaultOpen);
  const bodyId = useId();
  return (
    <section className="overflow-hidden rounded-3xl bg-white shadow-[0_4px_14px_-6px_rgba(124,45,18,0.18)] ring-1 ring-line/70">
      <h2>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => setOpen((value) => !value)}
          className="flex min-h-14 w-full items-center gap-3 px-4 text-left"
        >
          <span className="flex-1 font-semibold text-ink">{title}</span>
          <span className="rounded-full bg-primary-soft px-2.5 py-0.5 text-xs font-bold text-primary-dark">
            {count}
          </span>
          <ChevronDown
            className={`size-5 text-muted transition-transform ${open ? 'rotate-180' : ''}`}
            aria-hidden="true"
          />
        </button>
      </h2>
      <div id={bodyId} hidden={!open} className="divide-y divide-line border-t border-line">
        {children}
      </div>
    </section>
  );
}
