import { useId, useState } from 'react';
import { m } from '@rasoi/domain/i18n/messages';
import { SUBSCRIPTION_PAUSE_MAX_DAYS } from '@rasoi/domain/subscriptions';
import { dateAfter } from '@rasoi/domain/slot-dates';
import { Button } from '../../ui/button.tsx';

const dateInputClass =
  'min-h-12 w-full rounded-xl border border-line bg-white px-3 text-base text-ink focus:border-primary focus:ring-2 focus:ring-primary/20 focus:outline-none';

/**
 * A pause of a subscription's meals (issue 26, D91): from one day until another, both included, from
 * `firstDay` (the first meal that can still change) on and at most SUBSCRIPTION_PAUSE_MAX_DAYS days. The
 * server decides; its refusal is shown by the card.
 */
export function PauseForm({
  firstDay,
  busy,
  onPause,
}: {
  firstDay: string;
  busy: boolean;
  onPause: (from: string, until: string) => void;
}) {
  const id = useId();
  const [from, setFrom] = useState(firstDay);
  const [until, setUntil] = useState(firstDay);
  return (
    <form
      className="mt-3 space-y-3 rounded-2xl bg-cream p-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (!busy) onPause(from, until < from ? from : until);
      }}
    >
      <div className="grid grid-cols-2 gap-2">
        <div>
          <label htmlFor={`${id}-from`} className="mb-1 block text-sm font-medium text-ink">
            {m.tiffinPauseFrom()}
          </label>
          <input
            id={`${id}-from`}
            type="date"
            required
            value={from}
            min={firstDay}
            onChange={(event) => setFrom(event.target.value)}
            className={dateInputClass}
          />
        </div>
        <div>
          <label htmlFor={`${id}-until`} className="mb-1 block text-sm font-medium text-ink">
            {m.tiffinPauseUntil()}
          </label>
          <input
            id={`${id}-until`}
            type="date"
            required
            value={until}
            min={from}
            max={dateAfter(from, SUBSCRIPTION_PAUSE_MAX_DAYS - 1)}
            onChange={(event) => setUntil(event.target.value)}
            className={dateInputClass}
          />
        </div>
      </div>
      <Button type="submit" block aria-disabled={busy}>
        {m.tiffinPauseMeals()}
      </Button>
    </form>
  );
}
