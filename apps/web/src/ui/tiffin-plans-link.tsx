import { Link } from 'react-router';
import { CalendarDays, ChevronRight } from 'lucide-react';
import { m } from '@rasoi/domain/i18n/messages';
import { usePlans } from '../api/get-plans.ts';
import { paths } from '../lib/paths.ts';

/**
 * The compact 'Tiffin plans' entry of the home page and the full menu (issue 26): a card linking to the
 * plans page, shown only once the kitchen answers that it has active plans (nothing while it loads, fails
 * or has none, so a kitchen without plans looks as before).
 */
export function TiffinPlansLink({ className = '' }: { className?: string }) {
  const { data: plans } = usePlans();
  if (!plans || plans.length === 0) return null;
  return (
    <Link
      to={paths.plans}
      className={`flex min-h-14 items-center gap-3 rounded-2xl bg-white px-4 py-3 shadow-[0_4px_14px_-6px_rgba(124,45,18,0.2)] ring-1 ring-line/70 transition-colors hover:bg-primary-soft/60 ${className}`}
    >
      <span className="grid size-10 place-items-center rounded-xl bg-primary-soft text-primary" aria-hidden="true">
        <CalendarDays className="size-5" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block font-semibold text-ink">{m.tiffinPlans()}</span>
        <span className="block text-xs text-muted">{m.tiffinPlansHint()}</span>
      </span>
      <ChevronRight className="size-5 text-muted" aria-hidden="true" />
    </Link>
  );
}
