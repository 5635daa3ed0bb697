import { useId } from 'react';
import { Check } from 'lucide-react';
import { m } from '@rasoi/domain/i18n/messages';
import { weekdayNames } from '../lib/weekday-names.ts';

type WeekdayChipsProps = {
  value: readonly number[];
  onChange: (weekdays: number[]) => void;
  error: string | undefined;
};

/**
 * The days an entry of the weekly slot plan (issue 14) or a tiffin plan (issue 26) repeats on: seven toggle
 * buttons Mon..Sun whose pressed state (aria-pressed, a tick and the fill) says whether the day is in, in one
 * labelled group.
 */
export function WeekdayChips({ value, onChange, error }: WeekdayChipsProps) {
  const id = useId();
  function toggle(weekday: number) {
    onChange(
      value.includes(weekday) ? value.filter((day) => day !== weekday) : [...value, weekday].sort((a, b) => a - b),
    );
  }
  return (
    <div>
      <p id={`${id}-label`} className="mb-1 text-sm font-medium text-ink">
        {m.slotDaysLabel()}
      </p>
      <div
        role="group"
        aria-labelledby={`${id}-label`}
        aria-describedby={error ? `${id}-error` : undefined}
        className="grid grid-cols-7 gap-1"
      >
        {weekdayNames().map(({ weekday, short, long }) => {
          const pressed = value.includes(weekday);
          return (
            <button
              key={weekday}
              type="button"
              aria-pressed={pressed}
              title={long}
              onClick={() => toggle(weekday)}
              className={`flex min-h-11 flex-col items-center justify-center rounded-xl border-2 text-xs font-semibold transition-colors ${
                pressed
                  ? 'border-primary bg-primary text-white'
                  : 'border-line bg-white text-muted hover:border-primary/50'
              }`}
            >
              {pressed ? <Check className="size-3" strokeWidth={3} aria-hidden="true" /> : null}
              {short}
            </button>
          );
        })}
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}
