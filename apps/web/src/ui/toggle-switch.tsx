import { m } from '@rasoi/domain/i18n/messages';

type ToggleSwitchProps = {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The visible word, e.g. 'Shown'; it starts the accessible name, whatever the state. */
  label: string;
  /** What the switch is about, e.g. the dish's name: 'Shown: Paneer Tikka' to a screen reader (issue 16). */
  of?: string;
  disabled?: boolean;
  /** The id of a line that says more about the switch (aria-describedby), such as what turning it on does. */
  describedBy?: string;
};

/**
 * A labelled on/off switch with a 44 px touch target (the seller's shown and active toggles, spec 2): role
 * switch, its state in aria-checked and the knob's place, its name constant (issue 16, D60).
 */
export function ToggleSwitch({ checked, onChange, label, of, disabled = false, describedBy }: ToggleSwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={of ? m.switchOf({ label, item: of }) : undefined}
      aria-describedby={describedBy}
      disabled={disabled}
      onClick={() => onChange(!checked)}
      className="flex min-h-11 items-center gap-2 text-xs font-semibold text-muted disabled:opacity-50"
    >
      <span
        className={`relative h-6 w-10 shrink-0 rounded-full transition-colors ${checked ? 'bg-veg' : 'bg-stone-300'}`}
        aria-hidden="true"
      >
        <span
          className={`absolute top-0.5 left-0 size-5 rounded-full bg-white shadow transition-transform ${checked ? 'translate-x-[1.125rem]' : 'translate-x-0.5'}`}
        />
      </span>
      {label}
    </button>
  );
}
