import { useId } from 'react';

export type Choice<T extends string | number> = { value: T; label: string; hint?: string | undefined };

/**
 * One choice of a few, as cards in a labelled radio group (the payment page's pattern): each radio named by
 * its label alone and described by its hint, usable by keyboard (arrow keys within the group).
 */
export function ChoiceGroup<T extends string | number>({
  legend,
  choices,
  value,
  onChange,
  columns = 1,
}: {
  legend: string;
  choices: readonly Choice<T>[];
  value: T;
  onChange: (value: T) => void;
  columns?: 1 | 4;
}) {
  const id = useId();
  return (
    <fieldset>
      <legend className="mb-2 text-base font-bold text-ink">{legend}</legend>
      <div className={columns === 4 ? 'grid grid-cols-4 gap-2' : 'space-y-2'}>
        {choices.map((choice) => {
          const checked = choice.value === value;
          const key = String(choice.value);
          return (
            <label
              key={key}
              className={`flex min-h-12 cursor-pointer items-center gap-3 rounded-2xl bg-white px-4 py-2 transition-all has-[:focus-visible]:ring-4 has-[:focus-visible]:ring-primary/20 ${
                checked ? 'shadow-md ring-2 ring-primary' : 'ring-1 ring-line'
              } ${columns === 4 ? 'justify-center px-2' : ''}`}
            >
              <input
                type="radio"
                name={id}
                value={key}
                checked={checked}
                onChange={() => onChange(choice.value)}
                aria-labelledby={`${id}-${key}`}
                aria-describedby={choice.hint ? `${id}-${key}-hint` : undefined}
                className="sr-only"
              />
              <span className="min-w-0">
                <span id={`${id}-${key}`} className="block font-semibold text-ink">
                  {choice.label}
                </span>
                {choice.hint ? (
                  <span id={`${id}-${key}-hint`} className="block text-xs text-muted">
                    {choice.hint}
                  </span>
                ) : null}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
