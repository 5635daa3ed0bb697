import { m } from '@rasoi/domain/i18n/messages';
import { dayLabel } from './slot-labels.ts';

type DayChooserProps = { days: readonly string[]; today: string; value: string; onChange: (date: string) => void };

/**
 * The days the seller's slot screen covers (issue 14): 'Today', 'Tomorrow', 'Wed, 3 Dec'... as toggle
 * buttons in one labelled group, the chosen one pressed (aria-pressed, filled and bold); scrolls
 * sideways on a narrow phone.
 */
export function DayChooser({ days, today, value, onChange }: DayChooserProps) {
  return (
    <div role="group" aria-label={m.chooseDay()} className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1">
      {days.map((date) => {
        const pressed = date === value;
        return (
          <button
            key={date}
            type="button"
            aria-pressed={pressed}
            onClick={() => onChange(date)}
            className={`min-h-11 shrink-0 rounded-full border-2 px-4 text-sm whitespace-nowrap transition-colors ${
              pressed
                ? 'border-primary bg-primary font-bold text-white'
                : 'border-line bg-white font-medium text-ink hover:border-primary/50'
            }`}
          >
            {dayLabel(date, today)}
          </button>
        );
      })}
    </div>
  );
}
