import { CircleCheck, CircleSlash, Clock, Hourglass, UtensilsCrossed } from 'lucide-react';
import type { Slot } from '@rasoi/domain/api';
import { slotStateLabel } from './slot-labels.ts';

const LOOKS: Record<Slot['state'], { tone: string; Icon: typeof Clock }> = {
  open: { tone: 'bg-green-50 text-veg ring-green-200', Icon: CircleCheck },
  full: { tone: 'bg-amber-50 text-amber-700 ring-amber-200', Icon: UtensilsCrossed },
  closed: { tone: 'bg-red-50 text-red-700 ring-red-200', Icon: CircleSlash },
  past: { tone: 'bg-stone-100 text-stone-600 ring-stone-200', Icon: Clock },
  later: { tone: 'bg-sky-50 text-sky-700 ring-sky-200', Icon: Hourglass },
};

/** A day's slot state in words with an icon (issue 14): 'Taking orders', 'Full', 'Closed'... never colour alone. */
export function SlotStateBadge({ state }: { state: Slot['state'] }) {
  const { tone, Icon } = LOOKS[state];
  return (
    <span
      className={`inline-flex shrink-0 items-center gap-1 rounded-full px-2.5 py-1 text-xs font-semibold ring-1 ${tone}`}
    >
      <Icon className="size-3.5" aria-hidden="true" />
      {slotStateLabel(state)}
    </span>
  );
}
