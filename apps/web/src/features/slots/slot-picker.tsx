import type { Slot } from '@rasoi/domain/api';
import { m } from '@rasoi/domain/i18n/messages';
import { anySlotHasRoom, slotCanTake, slotStateAt } from '@rasoi/domain/slot-room';
import { NotifyMe } from '../../ui/notify-me.tsx';
import { platesLeftText, slotTitle, slotWindowText } from '../../lib/slot-texts.ts';
import type { SlotChoice } from './use-slot-choice.ts';
import { useKitchenTimeZone } from '../../api/get-kitchen.ts';

/** Why a slot shown in the picker cannot be chosen, or its plates left when it can. */
function availability(slot: Slot, plates: number, now: number): string {
  const state = slotStateAt(slot, now);
  if (state === 'closed') return m.slotStateClosed();
  if (state === 'full' || slot.remaining === 0) return m.slotStateFull();
  if (slot.remaining < plates) return m.slotTooFewPlates({ left: platesLeftText(slot.remaining) });
  return platesLeftText(slot.remaining);
}

type OptionProps = {
  slot: Slot;
  today: string;
  timeZone: string;
  checked: boolean;
  disabled: boolean;
  hint: string;
  onChoose: () => void;
};

function SlotOption({ slot, today, timeZone, checked, disabled, hint, onChoose }: OptionProps) {
  return (
    <label
      className={`flex min-h-14 items-center gap-3 rounded-2xl bg-white px-4 py-2.5 transition-all has-[:focus-visible]:ring-4 has-[:focus-visible]:ring-primary/20 ${
        disabled
          ? 'cursor-not-allowed opacity-60 ring-1 ring-line'
          : checked
            ? 'cursor-pointer shadow-md ring-2 ring-primary'
            : 'cursor-pointer ring-1 ring-line'
      }`}
    >
      <input
        type="radio"
        name="delivery-slot"
        value={slot._id}
        checked={checked}
        disabled={disabled}
        onChange={onChoose}
        className="sr-only"
      />
      <span className="flex-1">
        <span className="block font-semibold text-ink">{slotTitle(slot, today)}</span>
        <span className={`block text-xs ${disabled ? 'font-semibold text-muted' : 'text-muted'}`}>
          {m.slotOptionHint({ window: slotWindowText(slot, timeZone), availability: hint })}
        </span>
      </span>
      <span
        aria-hidden="true"
        className={`grid size-6 shrink-0 place-items-center rounded-full border-2 ${checked ? 'border-primary' : 'border-line'}`}
      >
        {checked ? <span className="size-3 rounded-full bg-primary" /> : null}
      </span>
    </label>
  );
}

/**
 * The checkout's 'Delivery slot' radio group (issue 14, D47): today's and the next days' slots that still
 * take orders, each with its delivery window and plates left; a full or closed one, or one without room
 * for the cart's thalis, is shown disabled with the reason in words. Slots past their cut-off are left out.
 * When no slot has room at all (not even for one plate), offers 'Notify me' (D48) under the sentence
 * saying so; a slot with too few plates for the cart is room for a smaller order, so not then.
 * Renders nothing for a kitchen without slots.
 */
export function SlotPicker({ choice }: { choice: SlotChoice }) {
  const timeZone = useKitchenTimeZone();
  const { hasSlots, today, slots, plates, now, answered, slotId, choose } = choice;
  if (!hasSlots || !today) return null;
  const shown = slots.filter((slot) => {
    const state = slotStateAt(slot, now);
    return state !== 'past' && state !== 'later';
  });

  return (
    <fieldset className="space-y-2">
      <legend className="mb-3 text-base font-bold text-ink">{m.deliverySlot()}</legend>
      {slotId === undefined ? (
        <div className="rounded-2xl bg-white p-4 ring-1 ring-line">
          <p className="text-sm text-ink">{m.noSlotOpen()}</p>
          {answered && !anySlotHasRoom(slots, now) ? <NotifyMe awaits="room" className="mt-3" /> : null}
        </div>
      ) : null}
      {shown.map((slot) => (
        <SlotOption
          key={slot._id}
          slot={slot}
          today={today}
          timeZone={timeZone}
          checked={slot._id === slotId}
          disabled={!slotCanTake(slot, plates, now)}
          hint={availability(slot, plates, now)}
          onChoose={() => choose(slot._id)}
        />
      ))}
    </fieldset>
  );
}
