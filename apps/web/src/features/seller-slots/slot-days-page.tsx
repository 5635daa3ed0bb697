import { useState } from 'react';
import { Link } from 'react-router';
import { CalendarCog } from 'lucide-react';
import { SELLER_SLOT_DAYS } from '@rasoi/domain/constants';
import { m } from '@rasoi/domain/i18n/messages';
import { dateAfter } from '@rasoi/domain/slots';
import { LoadingDots } from '../../ui/loading-dots.tsx';
import { useKitchen } from '../../api/get-kitchen.ts';
import { useDaySlots } from '../../api/day-slots.ts';
import { useSlotPlan } from '../../api/get-slot-plan.ts';
import { DayChooser } from './day-chooser.tsx';
import { DaySlotCard } from './day-slot-card.tsx';
import { dayLabel } from './slot-labels.ts';

/**
 * 'Meal slots' for the seller (issue 14, D47): today and the next days (SELLER_SLOT_DAYS in all), each
 * day's slots with plates taken of the cap and state, and that day's changes (cap, open). The kitchen's
 * today comes from the server's answer (GET /slots without a date), times from the kitchen's time zone
 * (GET /kitchen). `planPath` links to the weekly plan editor (app/seller/routes.tsx passes it in).
 */
export function SlotDaysPage({ planPath }: { planPath: string }) {
  const today = useDaySlots(undefined);
  const plan = useSlotPlan();
  const kitchen = useKitchen();
  const [chosen, setChosen] = useState<string>();

  const noPlan = plan.data?.length === 0 && today.data?.slots.length === 0;
  let body;
  if (today.isError) {
    body = (
      <p role="alert" className="mt-6 text-sm text-red-600">
        {m.slotsLoadFailed()}
      </p>
    );
  } else if (!today.data || !kitchen) {
    body = <LoadingDots label={m.loadingSlots()} />;
  } else if (noPlan) {
    body = (
      <div className="mt-5 space-y-3 rounded-3xl border-2 border-dashed border-line p-5 text-center">
        <p className="text-sm text-muted">{m.noSlotPlanYet()}</p>
        <Link
          to={planPath}
          className="inline-flex min-h-11 items-center rounded-xl bg-primary px-4 font-semibold text-white hover:bg-primary-dark"
        >
          {m.setUpWeeklyPlan()}
        </Link>
      </div>
    );
  } else {
    const first = today.data.date;
    const days = Array.from({ length: SELLER_SLOT_DAYS }, (_, index) => dateAfter(first, index));
    const date = chosen && days.includes(chosen) ? chosen : first;
    body = (
      <>
        <div className="mt-4">
          <DayChooser days={days} today={first} value={date} onChange={setChosen} />
        </div>
        <h2 className="mt-4 text-xl font-bold text-ink">{dayLabel(date, first)}</h2>
        <DaySlotList date={date === first ? undefined : date} timeZone={kitchen.time_zone} />
      </>
    );
  }

  return (
    <div className="px-4 pt-5 pb-8">
      <h1 className="font-display text-3xl font-bold text-ink">{m.mealSlots()}</h1>
      <p className="mt-1 text-sm text-muted">{m.mealSlotsIntro()}</p>
      {noPlan ? null : (
        <Link
          to={planPath}
          className="mt-3 inline-flex min-h-11 items-center gap-2 font-semibold text-primary-dark underline-offset-4 hover:underline"
        >
          <CalendarCog className="size-5" aria-hidden="true" />
          {m.editWeeklyPlan()}
        </Link>
      )}
      {body}
    </div>
  );
}

/** One day's slot cards; `date` undefined is the kitchen's today (the query the page already holds). */
function DaySlotList({ date, timeZone }: { date: string | undefined; timeZone: string }) {
  const day = useDaySlots(date);
  if (day.isError) {
    return (
      <p role="alert" className="mt-3 text-sm text-red-600">
        {m.slotsLoadFailed()}
      </p>
    );
  }
  if (!day.data) return <LoadingDots label={m.loadingSlots()} />;
  if (day.data.slots.length === 0) return <p className="mt-3 text-sm text-muted">{m.noSlotsOnDay()}</p>;
  return (
    <div className="mt-3 space-y-3">
      {day.data.slots.map((slot) => (
        <DaySlotCard key={slot._id} slot={slot} timeZone={timeZone} />
      ))}
    </div>
  );
}
