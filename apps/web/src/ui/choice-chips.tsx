import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';

type ChoiceChipsProps = {
  legend: string;
  options: readonly { value: string; label: string }[];
  /** The value chosen now, for the chip's fill (the radios themselves are the form's). */
  chosen: string;
  registration: UseFormRegisterReturn;
  error?: FieldError | undefined;
  disabled?: boolean;
};

/**
 * A labelled group of radio buttons drawn as chips, two or three side by side (a payment's cash or UPI, a
 * plan's skip cut-off): a fieldset with its legend, each radio hidden inside its visible label so a tap on
 * the word chooses it, the arrow keys move between them, and the focus ring shows on the chip.
 */
export function ChoiceChips({ legend, options, chosen, registration, error, disabled = false }: ChoiceChipsProps) {
  return (
    <fieldset disabled={disabled}>
      <legend className="mb-1.5 block text-sm font-medium text-ink">{legend}</legend>
      <div className={`grid gap-2 ${options.length === 3 ? 'grid-cols-3' : 'grid-cols-2'}`}>
        {options.map(({ value, label }) => (
          <label
            key={value}
            className={`flex min-h-12 cursor-pointer items-center justify-center rounded-xl border-2 px-2 text-center text-sm font-semibold transition-colors has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-primary/30 ${
              chosen === value ? 'border-primary bg-primary-soft text-primary-dark' : 'border-line bg-white text-muted'
            }`}
          >
            <input type="radio" value={value} className="sr-only" {...registration} />
            {label}
          </label>
        ))}
      </div>
      {error?.message ? (
        <p role="alert" className="mt-1 text-sm text-red-600">
          {error.message}
        </p>
      ) : null}
    </fieldset>
  );
}
