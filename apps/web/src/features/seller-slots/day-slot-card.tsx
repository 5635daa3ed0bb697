import { useId, useState, type FormEvent } from 'react';
import type { Slot } from '@rasoi/domain/api';
import { SLOT_CAPACITY_MAX } from '@rasoi/domain/constants';
import { m } from '@rasoi/domain/i18n/messages';
import { slotPatchSchema, type SlotPatch } from '@rasoi/domain/slots';
import { toast } from '../../lib/toast.ts';
import { useChangeSlot } from './api/change-slot.ts';
import { platesText, slotTimes } from './slot-labels.ts';
import { SlotOpenSwitch } from './slot-open-switch.tsx';
import { SlotStateBadge } from './slot-state-badge.tsx';

type DaySlotCardProps = { slot: Slot; timeZone: string };

/**
 * One day's meal slot for the seller (issue 14, D47): its window and cut-off on the kitchen's clock,
 * plates taken of the cap, its state in words, and that day's changes with PATCH /slots/{id}: the cap
 * (a number box and Save) and whether it takes orders (a switch). A cap below the plates already taken
 * closes the slot and keeps its orders; the card says so.
 */
export function DaySlotCard({ slot, timeZone }: DaySlotCardProps) {
  const headingId = useId();
  const change = useChangeSlot();
  // The server's refusal of the last change, shown in the card until the next one (its toast fades).
  const [refusal, setRefusal] = useState<string>();
  const times = slotTimes(slot, timeZone);
  const overCap = slot.taken > slot.capacity;
  // Closed by a cap below the plates taken (or closed while over it): the orders stand.
  const closedOverCap = overCap && !slot.is_open;
  const filled = slot.capacity > 0 ? Math.min(100, Math.round((slot.taken / slot.capacity) * 100)) : 100;

  function send(patch: SlotPatch, done: (changed: Slot) => string) {
    setRefusal(undefined);
    change.mutate(
      { slotId: slot._id, patch },
      {
        onSuccess: (changed) => void toast.success(done(changed), { id: `slot-${slot._id}` }),
        onError: (error) => setRefusal(error.message),
      },
    );
  }

  return (
    <section aria-labelledby={headingId} className="space-y-3 rounded-3xl bg-white p-4 shadow-sm ring-1 ring-line">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={headingId} className="truncate text-lg font-bold text-ink">
            {slot.name}
          </h3>
          <p className="text-sm text-muted">{times.delivery}</p>
          <p className="text-sm text-muted">{times.orderBy}</p>
        </div>
        <SlotStateBadge state={slot.state} />
      </div>

      <div>
        <p className="text-sm font-semibold text-ink">{platesText(slot)}</p>
        <div className="mt-1 h-2 overflow-hidden rounded-full bg-stone-100" aria-hidden="true">
          <div
            className={`h-full rounded-full ${overCap || slot.state === 'full' ? 'bg-amber-500' : 'bg-veg'}`}
            style={{ width: `${filled}%` }}
          />
        </div>
      </div>

      <p role="status" className={closedOverCap ? 'rounded-2xl bg-amber-50 p-3 text-sm text-amber-800' : 'sr-only'}>
        {closedOverCap ? m.slotOverCap({ taken: slot.taken }) : null}
      </p>

      <div className="flex items-start justify-between gap-3">
        <CapForm
          key={slot.capacity}
          slot={slot}
          busy={change.isPending}
          onSave={(capacity) =>
            send({ capacity }, (changed) =>
              changed.is_open || slot.is_open === changed.is_open
                ? m.slotChanged()
                : m.slotClosedNow({ slot: slot.name }),
            )
          }
        />
        <SlotOpenSwitch
          slotName={slot.name}
          open={slot.is_open}
          disabled={change.isPending}
          onChange={(open) =>
            send({ is_open: open }, () => (open ? m.slotOpenNow : m.slotClosedNow)({ slot: slot.name }))
          }
        />
      </div>
      {refusal ? (
        <p role="alert" className="text-sm text-red-600">
          {refusal}
        </p>
      ) : null}
    </section>
  );
}

type CapFormProps = { slot: Slot; busy: boolean; onSave: (capacity: number) => void };

/** The day's cap in plates: a number box checked by the domain's slotPatchSchema, and its Save button. */
function CapForm({ slot, busy, onSave }: CapFormProps) {
  const id = useId();
  const [text, setText] = useState(String(slot.capacity));
  const [error, setError] = useState<string>();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = slotPatchSchema.safeParse({ capacity: text.trim() === '' ? Number.NaN : Number(text) });
    if (!result.success) {
      setError(result.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    onSave(result.data.capacity!);
  }

  return (
    <form onSubmit={submit} noValidate className="min-w-0">
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-ink">
        {m.slotCapFor({ slot: slot.name })}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={0}
          max={SLOT_CAPACITY_MAX}
          value={text}
          onChange={(event) => setText(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={`min-h-12 w-24 rounded-xl border bg-white px-3 text-base text-ink outline-none focus:ring-2 ${
            error ? 'border-red-500 focus:ring-red-500/20' : 'border-line focus:border-primary focus:ring-primary/20'
          }`}
        />
        <button
          type="submit"
          disabled={busy}
          aria-label={m.savePlatesFor({ slot: slot.name })}
          className="min-h-12 rounded-xl border-2 border-primary bg-white px-4 font-semibold text-primary transition-colors hover:bg-primary-soft disabled:opacity-50"
        >
          {m.save()}
        </button>
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </form>
  );
}
