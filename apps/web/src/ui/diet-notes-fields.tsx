import { useId, type ReactNode } from 'react';
import { Check } from 'lucide-react';
import { DIET_NOTE_MAX, DIET_SPICE_LEVELS, type DietSpice } from '@rasoi/domain/constants';
import { dietNoteProblem, type DietChoice } from '@rasoi/domain/diet';
import { m } from '@rasoi/domain/i18n/messages';

const spiceChoices = (): readonly { value: DietSpice | null; label: string }[] => [
  { value: null, label: m.dietSpiceUsual() },
  ...DIET_SPICE_LEVELS.map((value) => ({
    value,
    label: { less: m.dietSpiceLess(), medium: m.dietSpiceMedium(), spicy: m.dietSpiceSpicy() }[value],
  })),
];

const chip = (on: boolean) =>
  `inline-flex min-h-11 items-center gap-1 rounded-full border-2 px-2.5 text-[0.8125rem] font-semibold transition-colors ${
    on ? 'border-primary bg-primary text-white' : 'border-line bg-white text-ink hover:border-primary/50'
  }`;

function Toggle({ pressed, onToggle, children }: { pressed: boolean; onToggle: () => void; children: ReactNode }) {
  return (
    <button type="button" aria-pressed={pressed} onClick={onToggle} className={chip(pressed)}>
      {pressed ? <Check className="size-3.5" strokeWidth={3} aria-hidden="true" /> : null}
      {children}
    </button>
  );
}

type DietNotesFieldsProps = {
  value: DietChoice;
  onChange: (diet: DietChoice) => void;
  /** A line under the title, e.g. that the choice is remembered on this phone. */
  hint?: string | undefined;
};

/**
 * 'Notes for the kitchen' (issue 15, D55): toggle chips for Jain, No onion/garlic and Less oil, one
 * spice choice (Usual, i.e. the kitchen's, Less, Medium, Spicy) and a one-line note with its character count
 * and the domain's message when it is too long or holds markup. Controlled: the payment page keeps the
 * choice in the remembered diet store, the phone order form in its own state.
 */
export function DietNotesFields({ value, onChange, hint }: DietNotesFieldsProps) {
  const id = useId();
  const problem = dietNoteProblem(value.note);
  const change = (patch: Partial<DietChoice>) => onChange({ ...value, ...patch });
  return (
    <fieldset className="space-y-3">
      <legend className="text-base font-bold text-ink">{m.dietTitle()}</legend>
      {hint ? <p className="-mt-2 text-xs text-muted">{hint}</p> : null}
      <div className="flex flex-wrap gap-1.5">
        <Toggle pressed={value.jain} onToggle={() => change({ jain: !value.jain })}>
          {m.dietJain()}
        </Toggle>
        <Toggle pressed={value.no_onion_garlic} onToggle={() => change({ no_onion_garlic: !value.no_onion_garlic })}>
          {m.dietNoOnionGarlic()}
        </Toggle>
        <Toggle pressed={value.less_oil} onToggle={() => change({ less_oil: !value.less_oil })}>
          {m.dietLessOil()}
        </Toggle>
      </div>
      <div>
        <p id={`${id}-spice`} className="mb-1.5 text-sm font-medium text-ink">
          {m.dietSpiceLabel()}
        </p>
        <div role="radiogroup" aria-labelledby={`${id}-spice`} className="grid grid-cols-4 gap-1.5">
          {spiceChoices().map((choice) => {
            const checked = value.spice === choice.value;
            return (
              <label
                key={choice.label}
                className={`flex min-h-11 cursor-pointer items-center justify-center rounded-xl border-2 px-1 text-sm font-semibold transition-colors has-[:focus-visible]:ring-4 has-[:focus-visible]:ring-primary/20 ${
                  checked
                    ? 'border-primary bg-primary text-white'
                    : 'border-line bg-white text-ink hover:border-primary/50'
                }`}
              >
                <input
                  type="radio"
                  name={`${id}-spice`}
                  checked={checked}
                  onChange={() => change({ spice: choice.value })}
                  className="sr-only"
                />
                {choice.label}
              </label>
            );
          })}
        </div>
      </div>
      <div>
        <div className="mb-1.5 flex items-baseline justify-between gap-2">
          <label htmlFor={`${id}-note`} className="text-sm font-medium text-ink">
            {m.dietNoteLabel()}
          </label>
          <span
            id={`${id}-count`}
            className={`text-xs tabular-nums ${value.note.length > DIET_NOTE_MAX ? 'text-red-600' : 'text-muted'}`}
          >
            {m.dietNoteCount({ count: value.note.length, max: DIET_NOTE_MAX })}
          </span>
        </div>
        <input
          id={`${id}-note`}
          type="text"
          value={value.note}
          maxLength={DIET_NOTE_MAX}
          placeholder={m.dietNotePlaceholder()}
          onChange={(event) => change({ note: event.target.value })}
          aria-invalid={problem ? true : undefined}
          aria-describedby={`${id}-count${problem ? ` ${id}-error` : ''}`}
          className={`min-h-12 w-full rounded-xl border bg-white px-4 text-base text-ink outline-none transition-colors placeholder:text-stone-300 focus:ring-2 ${
            problem ? 'border-red-500 focus:ring-red-500/20' : 'border-line focus:border-primary focus:ring-primary/20'
          }`}
        />
        {problem ? (
          <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-600">
            {problem}
          </p>
        ) : null}
      </div>
    </fieldset>
  );
}
