import { Check, CircleSlash, Clock } from 'lucide-react';
import type { Slot, SlotsData } from '@rasoi/domain/api';
import { m } from '@rasoi/domain/i18n/messages';
import { dateAfter } from '@rasoi/domain/slot-dates';
import { anySlotHasRoom, nextOpenSlot, slotCanTake, slotStateAt } from '@rasoi/domain/slot-room';
import { useQueries } from '@tanstack/react-query';
import { useCart } from '../../lib/cart-store.ts';
import { daySlotsQueryOptions, useDaySlots } from '../../api/day-slots.ts';
import { NotifyMe } from '../../ui/notify-me.tsx';
import { useKitchen } from '../../api/get-kitchen.ts';
import { platesInCart } from './plates-in-cart.ts';
import { minutesToCutoff, showsCountdown } from './slot-status.ts';
import { countdownText, openSlotLine, slotPhrase, unavailableLine } from '../../lib/slot-texts.ts';
import { useKitchenTimeZone } from '../../api/get-kitchen.ts';
import { useSlotClock } from '../../lib/use-slot-clock.ts';

/** True while one of the day's slots shows its countdown: its plates are then asked for every minute. */
function countingDown(data: SlotsData): boolean {
  const now = Date.now();
  return data.slots.some((slot) => showsCountdown(slot, now));
}

type RowProps = { slot: Slot; now: number; today: string; timeZone: string; others: readonly Slot[] };

/** One of today's slots: open with its cut-off and plates (and a countdown near it), or why not and what is open. */
function SlotRow({ slot, now, today, timeZone, others }: RowProps) {
  const state = slotStateAt(slot, now);
  if (state === 'open') {
    return (
      <li className="flex items-start gap-2.5 py-1.5">
        <Clock className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
        <div className="min-w-0 flex-1">
          <p className="text-sm font-semibold text-ink">{openSlotLine(slot, timeZone)}</p>
          {showsCountdown(slot, now) ? (
            <p className="mt-1 inline-block rounded-full bg-amber-100 px-2 py-0.5 text-xs font-bold text-amber-900 tabular-nums">
              {countdownText(minutesToCutoff(slot, now))}
            </p>
          ) : null}
        </div>
      </li>
    );
  }
  const shown = state === 'later' ? 'closed' : state;
  return (
    <li className="flex items-start gap-2.5 py-1.5">
      <CircleSlash className="mt-0.5 size-4 shrink-0 text-muted" aria-hidden="true" />
      <p className="min-w-0 flex-1 text-sm text-muted">
        {unavailableLine(slot, shown, today, timeZone, nextOpenSlot(others, slot, 1, now))}
      </p>
    </li>
  );
}

/**
 * The home screen's slot strip (issue 14, D47): each of today's meal slots ('Lunch: order by 10:30 · 6
 * plates left', 'Order in 24 min' within SLOT_COUNTDOWN_MINUTES of the cut-off), or why a slot takes no
 * orders and what is open next ("Lunch is full for today. Tomorrow's lunch is open."). When none of
 * today's takes orders it says so and offers tomorrow's first slot with room for the cart, which the tap
 * chooses for the cart; when no slot up to the kitchen's `order_days_ahead` has room at all, it offers
 * 'Notify me' instead (D48: the server keeps the request and pushes once a slot has room). Renders
 * nothing for a kitchen without slots (an empty list) or until it answers. Refetches every
 * SLOT_REFRESH_MS while a countdown shows.
 */
export function SlotStrip() {
  const timeZone = useKitchenTimeZone();
  const daysAhead = useKitchen()?.order_days_ahead;
  const plates = useCart((state) => platesInCart(state.items));
  const chosenId = useCart((state) => state.slotId);
  const chooseSlot = useCart((state) => state.chooseSlot);
  const today = useDaySlots(undefined, { refetchWhile: countingDown }).data;
  const slots = today?.slots ?? [];
  const now = useSlotClock(slots.length > 0);
  const anyUnavailable = slots.some((slot) => slotStateAt(slot, now) !== 'open');
  const tomorrow = useDaySlots(today ? dateAfter(today.date, 1) : undefined, {
    enabled: Boolean(today) && anyUnavailable,
  });
  // The days after tomorrow (up to the kitchen's order_days_ahead, as the server's 'Notify me' counts)
  // are asked for only when today and tomorrow have no room at all: 'Notify me' may then be worth offering.
  const nearDays = tomorrow.data ? [...slots, ...tomorrow.data.slots] : undefined;
  const askFurther = today !== undefined && nearDays !== undefined && !anySlotHasRoom(nearDays, now);
  const further = useQueries({
    queries: askFurther
      ? Array.from({ length: Math.max(0, (daysAhead ?? 0) - 1) }, (_, index) =>
          daySlotsQueryOptions(dateAfter(today.date, index + 2)),
        )
      : [],
  });
  if (!today || slots.length === 0) return null;

  const laterSlots = [...(tomorrow.data?.slots ?? []), ...further.flatMap((query) => query.data?.slots ?? [])];
  const others = [...slots, ...laterSlots];
  const noneOpen = !slots.some((slot) => slotStateAt(slot, now) === 'open');
  const allPast = slots.every((slot) => slotStateAt(slot, now) === 'past');
  const allFull = slots.every((slot) => slotStateAt(slot, now) === 'full');
  const offer = noneOpen ? tomorrow.data?.slots.find((slot) => slotCanTake(slot, plates, now)) : undefined;
  const chosen = offer !== undefined && chosenId === offer._id;
  // Every day the kitchen takes orders for has answered, and none has a slot with room.
  const nothingHasRoom =
    askFurther && daysAhead !== undefined && further.every((query) => query.isSuccess) && !anySlotHasRoom(others, now);

  return (
    <section
      aria-labelledby="todays-slots"
      className="mx-4 mt-3 rounded-2xl bg-white px-4 py-3 shadow-sm ring-1 ring-line"
    >
      <h2 id="todays-slots" className="text-base font-bold text-ink">
        {!noneOpen
          ? m.todaysSlots()
          : allPast
            ? m.todaysSlotsClosed()
            : allFull
              ? m.todaysSlotsFull()
              : m.todaysSlotsTaken()}
      </h2>
      <ul className="mt-1">
        {slots.map((slot) => (
          <SlotRow key={slot._id} slot={slot} now={now} today={today.date} timeZone={timeZone} others={others} />
        ))}
      </ul>
      {offer ? (
        <button
          type="button"
          aria-pressed={chosen}
          onClick={() => chooseSlot(chosen ? null : offer._id)}
          className={`mt-2 flex min-h-11 w-full items-center justify-center gap-2 rounded-xl px-4 text-sm font-semibold ${
            chosen ? 'bg-primary-soft text-primary-dark ring-2 ring-primary' : 'bg-primary text-white'
          }`}
        >
          {chosen ? <Check className="size-4" strokeWidth={3} aria-hidden="true" /> : null}
          {(chosen ? m.cartSlotChosen : m.orderForSlot)({
            slot: slotPhrase(offer, today.date),
          })}
        </button>
      ) : null}
      {nothingHasRoom ? <NotifyMe awaits="room" hint={m.notifyRoomAhead()} className="mt-2" /> : null}
    </section>
  );
}
