import { CalendarDays, Clock, IndianRupee, UtensilsCrossed } from 'lucide-react';
import type { ReactNode } from 'react';
import { m } from '@rasoi/domain/i18n/messages';
import type { Plan } from '@rasoi/domain/plans';
import { dayWord } from '@rasoi/domain/slot-words';
import { ItemName } from '../../ui/item-name.tsx';
import { planPriceLines, planWhatText, skipRuleText, weekdaysText } from './tiffin-texts.ts';

function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="flex items-start gap-2 text-sm text-ink">
      <span className="mt-0.5 text-primary" aria-hidden="true">
        {icon}
      </span>
      <span>{children}</span>
    </li>
  );
}

/**
 * What a tiffin plan is (issue 26, D89), as a list: what comes (the thali of the day, or the thali's name in
 * the page's language), its slot and weekdays, its prices in paise, until when a meal can be skipped, and
 * the earliest day a subscription made now starts. `today` and `timeZone` are the kitchen's.
 */
export function PlanFacts({ plan, today, timeZone }: { plan: Plan; today: string; timeZone: string }) {
  const what = planWhatText(plan);
  return (
    <ul className="space-y-1.5">
      <Fact icon={<UtensilsCrossed className="size-4" />}>
        {what ?? (plan.meal ? <ItemName item={plan.meal} /> : null)}
      </Fact>
      <Fact icon={<CalendarDays className="size-4" />}>
        {m.tiffinSlotOnDays({ slot: plan.slot.name, days: weekdaysText(plan.weekdays) })}
      </Fact>
      <Fact icon={<IndianRupee className="size-4" />}>{planPriceLines(plan).join(' · ')}</Fact>
      <Fact icon={<Clock className="size-4" />}>{skipRuleText(plan, today, timeZone)}</Fact>
      <Fact icon={<CalendarDays className="size-4" />}>
        {plan.next_start ? m.tiffinNextStart({ day: dayWord(plan.next_start.date, today) }) : m.tiffinNoStart()}
      </Fact>
    </ul>
  );
}
