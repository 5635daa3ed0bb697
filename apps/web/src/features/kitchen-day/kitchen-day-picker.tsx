import { useId } from 'react';
import { m } from '@rasoi/domain/i18n/messages';
import { parseLocalDate } from '@rasoi/domain/time-frame';
import { useDaySlots } from '../../api/day-slots.ts';
import { slotWindow } from './kitchen-day-words.ts';
import type { KitchenDay } from './use-kitchen-day.ts';

const chip = (chosen: boolean) =>
  `min-h-11 rounded-xl px-3 text-sm font-semibold transition-colors ${
    chosen ? 'bg-primary text-white shadow-sm' : 'bg-white text-ink ring-1 ring-line hover:bg-primary-soft'
  }`;

/**
 * The day and slot chooser of the kitchen's views (issue 14): Today, Tomorrow or any date, then the
 * day's meal slots (GET /slots) or the whole day; a kitchen without slots shows the day only. Hidden
 * when printing.
 */
export function KitchenDayPicker({ day }: { day: KitchenDay }) {
  const dateId = useId();
  const slots = useDaySlots(day.date);
  const daySlots = slots.data?.slots ?? [];
  return (
    <div className="space-y-3 print:hidden">
      <div className="flex flex-wrap items-end gap-2">
        <button
          type="button"
          aria-pressed={day.date === day.today}
          onClick={() => day.setDate(day.today)}
          className={chip(day.date === day.today)}
        >
          {m.today()}
        </button>
        <button
          type="button"
          aria-pressed={day.date === day.tomorrow}
          onClick={() => day.setDate(day.tomorrow)}
          className={chip(day.date === day.tomorrow)}
        >
          {m.kitchenDayTomorrow()}
        </button>
        <label htmlFor={dateId} className="ml-auto flex flex-col text-xs font-medium text-muted">
          {m.kitchenDayDate()}
          <input
            id={dateId}
            type="date"
            value={day.date}
            onChange={(event) => {
              if (parseLocalDate(event.target.value)) day.setDate(event.target.value);
            }}
            className="mt-1 min-h-11 rounded-xl bg-white px-3 text-sm text-ink ring-1 ring-line"
          />
        </label>
      </div>
      {daySlots.length > 0 ? (
        <div role="group" aria-label={m.kitchenDaySlot()} className="flex flex-wrap gap-2">
          <button
            type="button"
            aria-pressed={day.slotId === null}
            onClick={() => day.setSlot(null)}
            className={chip(day.slotId === null)}
          >
            {m.wholeDay()}
          </button>
          {daySlots.map((slot) => (
            <button
              key={slot._id}
              type="button"
              aria-pressed={day.slotId === slot._id}
              onClick={() => day.setSlot(slot._id)}
              className={chip(day.slotId === slot._id)}
            >
              {slot.name}
              <span className="ml-1.5 text-xs font-normal">{slotWindow(slot, day.timeZone)}</span>
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
