import { m } from '@rasoi/domain/i18n/messages';

type SlotOpenSwitchProps = { slotName: string; open: boolean; disabled: boolean; onChange: (open: boolean) => void };

/**
 * Whether a day's slot takes orders (issue 14): a switch named 'Take orders for Lunch' whose on/off a
 * screen reader announces (role switch, aria-checked) and whose knob moves, not only its colour.
 */
export function SlotOpenSwitch({ slotName, open, disabled, onChange }: SlotOpenSwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={open}
      aria-label={m.takeOrdersFor({ slot: slotName })}
      disabled={disabled}
      onClick={() => onChange(!open)}
      className="flex shrink-0 flex-col items-start rounded-xl text-sm font-medium text-ink disabled:opacity-50"
    >
      <span className="mb-1">{m.takeOrders()}</span>
      <span className="flex h-12 items-center" aria-hidden="true">
        <span className={`relative h-7 w-12 rounded-full transition-colors ${open ? 'bg-veg' : 'bg-stone-300'}`}>
          <span
            className={`absolute top-0.5 left-0 size-6 rounded-full bg-white shadow transition-transform ${open ? 'translate-x-[1.375rem]' : 'translate-x-0.5'}`}
          />
        </span>
      </span>
    </button>
  );
}
