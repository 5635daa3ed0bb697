type ToggleSwitchProps = { checked: boolean; onChange: (checked: boolean) => void; label: string; disabled?: boolean };

/** A labelled on/off switch with a 44 px touch target (the seller's shown and active toggles, spec 2). */
export function ToggleSwitch({ checked, onChange, label, disabled = false }: ToggleSwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
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
