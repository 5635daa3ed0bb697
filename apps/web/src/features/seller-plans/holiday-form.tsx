import { useId, useState } from 'react';
import { HOLIDAY_AHEAD_MAX_DAYS, HOLIDAY_NOTE_MAX, type DeclareHolidayBody } from '@rasoi/domain/holidays';
import { m } from '@rasoi/domain/i18n/messages';
import { dateAfter } from '@rasoi/domain/slot-dates';
import { Button } from '../../ui/button.tsx';

const controlClass =
  'min-h-12 w-full rounded-xl border border-line bg-white px-3 text-base text-ink focus:border-primary focus:ring-2 focus:ring-primary/20 focus:outline-none';

/** The slot choice's value for the whole day. */
const WHOLE_DAY = '';

/**
 * The form of a new holiday (issue 26, D92, D94): a day from the kitchen's `today` to HOLIDAY_AHEAD_MAX_DAYS
 * ahead, the whole day or one slot of the weekly plan (`slots`), and a note for the households. It only
 * asks: `onDeclare` gets the body once the day is one the server takes, and the page confirms and sends it.
 */
export function HolidayForm({
  today,
  slots,
  busy,
  onDeclare,
}: {
  today: string;
  slots: readonly { _id: string; name: string }[];
  busy: boolean;
  onDeclare: (body: DeclareHolidayBody) => void;
}) {
  const id = useId();
  const [day, setDay] = useState(today);
  const [slotId, setSlotId] = useState(WHOLE_DAY);
  const [note, setNote] = useState('');
  const [dayError, setDayError] = useState(false);
  const last = dateAfter(today, HOLIDAY_AHEAD_MAX_DAYS);
  return (
    <form
      aria-labelledby={`${id}-title`}
      className="mt-4 space-y-3 rounded-3xl bg-white p-4 ring-1 ring-line"
      onSubmit={(event) => {
        event.preventDefault();
        if (busy) return;
        const dayOk = /^\d{4}-\d{2}-\d{2}$/.test(day) && day >= today && day <= last;
        setDayError(!dayOk);
        if (dayOk) onDeclare({ day, slot_id: slotId === WHOLE_DAY ? null : slotId, note: note.trim() });
      }}
    >
      <h2 id={`${id}-title`} className="text-lg font-bold text-ink">
        {m.sellerHolidayFormTitle()}
      </h2>
      <div>
        <label htmlFor={`${id}-day`} className="mb-1 block text-sm font-medium text-ink">
          {m.sellerHolidayDay()}
        </label>
        <input
          id={`${id}-day`}
          type="date"
          required
          value={day}
          min={today}
          max={last}
          aria-invalid={dayError || undefined}
          aria-describedby={dayError ? `${id}-day-error` : undefined}
          onChange={(event) => setDay(event.target.value)}
          className={controlClass}
        />
        {dayError ? (
          <p id={`${id}-day-error`} role="alert" className="mt-1 text-sm text-red-600">
            {m.sellerHolidayDayRequired()}
          </p>
        ) : null}
      </div>
      <div>
        <label htmlFor={`${id}-slot`} className="mb-1 block text-sm font-medium text-ink">
          {m.sellerHolidaySlot()}
        </label>
        <select
          id={`${id}-slot`}
          value={slotId}
          onChange={(event) => setSlotId(event.target.value)}
          className={controlClass}
        >
          <option value={WHOLE_DAY}>{m.sellerHolidayWholeDay()}</option>
          {slots.map((slot) => (
            <option key={slot._id} value={slot._id}>
              {slot.name}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-note`} className="mb-1 block text-sm font-medium text-ink">
          {m.sellerHolidayNote()}
        </label>
        <input
          id={`${id}-note`}
          type="text"
          value={note}
          maxLength={HOLIDAY_NOTE_MAX}
          aria-describedby={`${id}-note-hint`}
          onChange={(event) => setNote(event.target.value)}
          className={controlClass}
        />
        <p id={`${id}-note-hint`} className="mt-1 text-xs text-muted">
          {m.sellerHolidayNoteHint()}
        </p>
      </div>
      <Button type="submit" block aria-disabled={busy}>
        {m.sellerHolidayDeclare()}
      </Button>
    </form>
  );
}
