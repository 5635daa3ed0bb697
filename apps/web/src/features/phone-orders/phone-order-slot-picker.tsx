import type { Slot } from '@rasoi/domain/api';
import { m } from '@rasoi/domain/i18n/messages';
import { slotLabel } from '@rasoi/domain/slot-words';

/**
 * The slot a phone order is for (issue 14): the open slots of today and the next day (GET /slots), as
 * radio buttons named like "Today's lunch · 12 left"; a full, closed or past slot is not offered.
 */
export function PhoneOrderSlotPicker({
  slots,
  today,
  chosen,
  onChoose,
}: {
  slots: readonly Slot[];
  today: string;
  chosen: string | null;
  onChoose: (slotId: string) => void;
}) {
  const open = slots.filter((slot) => slot.state === 'open');
  return (
    <fieldset className="rounded-3xl bg-white p-4 ring-1 ring-line">
      <legend className="float-left font-display text-lg font-bold text-ink">{m.phoneOrderSlot()}</legend>
      <div className="clear-both" />
      {open.length === 0 ? (
        <p className="mt-1 text-sm text-muted">{m.phoneOrderNoSlots()}</p>
      ) : (
        <ul className="mt-1">
          {open.map((slot) => (
            <li key={slot._id}>
              <label className="flex min-h-11 items-center gap-3 text-sm">
                <input
                  type="radio"
                  name="phone-order-slot"
                  className="size-5 accent-primary"
                  checked={chosen === slot._id}
                  onChange={() => onChoose(slot._id)}
                />
                <span className="flex-1 text-ink">{slotLabel(slot, today)}</span>
                <span className="text-xs text-muted">{m.phoneOrderSlotLeft({ left: slot.remaining })}</span>
              </label>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
