import { useId } from 'react';
import { Link } from 'react-router';
import { ChevronRight, CalendarClock } from 'lucide-react';
import { m } from '@rasoi/domain/i18n/messages';
import { useDaySlots } from '../../api/day-slots.ts';
import { platesText, slotStateLabel } from './slot-labels.ts';

/**
 * 'Today's slots' on the seller's dashboard (issue 14, D47): each of today's meal slots with its plates
 * taken of the cap and its state in words, and a link to the slots screen (`to`, passed in by the
 * dashboard in app/seller). Renders nothing while loading or when the slots cannot be read: the dashboard
 * stands without it.
 */
export function TodaysSlotsCard({ to }: { to: string }) {
  const headingId = useId();
  const today = useDaySlots(undefined);
  if (!today.data) return null;
  const { slots } = today.data;
  return (
    <section aria-labelledby={headingId} className="mt-5 rounded-3xl bg-white p-4 shadow-sm ring-1 ring-line">
      <div className="flex items-center gap-2">
        <CalendarClock className="size-5 text-primary" aria-hidden="true" />
        <h2 id={headingId} className="flex-1 font-bold text-ink">
          {m.todaysSlots()}
        </h2>
        <Link
          to={to}
          className="-my-2 inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-primary-dark underline-offset-4 hover:underline"
        >
          {slots.length > 0 ? m.manageSlots() : m.mealSlots()}
          <ChevronRight className="size-4" aria-hidden="true" />
        </Link>
      </div>
      {slots.length === 0 ? (
        <p className="mt-2 text-sm text-muted">{m.noSlotsToday()}</p>
      ) : (
        <ul className="mt-2 divide-y divide-line">
          {slots.map((slot) => (
            <li key={slot._id} className="flex items-center justify-between gap-3 py-2 text-sm">
              <span className="font-semibold text-ink">{slot.name}</span>
              <span className="text-right">
                <span className="block font-medium text-ink">{platesText(slot, true)}</span>
                <span className="block text-xs text-muted">{slotStateLabel(slot.state)}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
