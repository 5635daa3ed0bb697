import type { PlanMealDayAnswer } from '@rasoi/domain/subscriptions';
import { m } from '@rasoi/domain/i18n/messages';
import { dayWord } from '@rasoi/domain/slot-words';
import { dayTitle, mealDayLineText, mealDayStateText, tiffinsText } from './tiffin-texts.ts';

/** Each state's badge colours (the state is always in words too). */
const STATE_TONES: Record<PlanMealDayAnswer['state'], string> = {
  planned: 'bg-green-50 text-green-800',
  extra: 'bg-green-50 text-green-800',
  made: 'bg-green-50 text-green-800',
  skipped: 'bg-stone-100 text-stone-700',
  paused: 'bg-amber-50 text-amber-800',
  holiday: 'bg-sky-50 text-sky-800',
  no_room: 'bg-red-50 text-red-800',
  over_limit: 'bg-red-50 text-red-800',
  missed: 'bg-red-50 text-red-800',
};

/**
 * One coming meal of a subscription (issue 26, D91, D94): its day, state, tiffins and until when it can
 * change on the kitchen's clock; while it can, 'Skip' (or 'Undo skip' for a skipped day). A paused day
 * changes by resuming, not here. A kitchen holiday shows its note and has no button (the server refuses its
 * skip too); a meal already made or lost says so. `busy` while a change of this subscription is on its way.
 */
export function MealDayRow({
  meal,
  today,
  timeZone,
  busy,
  onSkip,
}: {
  meal: PlanMealDayAnswer;
  today: string;
  timeZone: string;
  busy: boolean;
  onSkip: (skip: boolean) => void;
}) {
  const day = dayWord(meal.date, today);
  const skippable = meal.changeable && (meal.state === 'planned' || meal.state === 'extra');
  const undoable = meal.changeable && meal.state === 'skipped';
  return (
    <li className="flex items-center gap-3 py-2.5">
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-ink">{dayTitle(meal.date, today)}</p>
        <p className="text-xs text-muted">{mealDayLineText(meal, today, timeZone)}</p>
      </div>
      <div className="flex flex-col items-end gap-1">
        <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATE_TONES[meal.state]}`}>
          {mealDayStateText(meal.state)}
        </span>
        {meal.tiffins > 0 ? <span className="text-xs text-muted">{tiffinsText(meal.tiffins)}</span> : null}
      </div>
      {skippable || undoable ? (
        <button
          type="button"
          aria-label={undoable ? m.tiffinUndoSkipOf({ day }) : m.tiffinSkipMealOf({ day })}
          aria-disabled={busy}
          onClick={() => {
            if (!busy) onSkip(!undoable);
          }}
          className="min-h-11 shrink-0 rounded-xl border-2 border-primary bg-white px-3 text-sm font-semibold text-primary aria-disabled:opacity-60"
        >
          {undoable ? m.tiffinUndoSkip() : m.tiffinSkip()}
        </button>
      ) : null}
    </li>
  );
}
