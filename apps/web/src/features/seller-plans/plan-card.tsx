import { useId } from 'react';
import { m } from '@rasoi/domain/i18n/messages';
import type { Plan } from '@rasoi/domain/plans';
import { planCutoffText, planLeadText, planPriceTexts, planWhatText, planWhenText } from './plan-texts.ts';

type PlanCardProps = {
  plan: Plan;
  onEdit: () => void;
  /** Absent for a retired plan: there is nothing more to retire. */
  onRetire?: (() => void) | undefined;
};

/**
 * One tiffin plan on the seller's list (issue 26, D89): its name (marked 'Retired' in words, not colour
 * alone), what comes, slot and weekdays, prices, when skipping closes and the earliest start; Edit, and
 * Retire while it is active. The card is a region named by the plan, so its buttons read 'Edit' in it.
 */
export function PlanCard({ plan, onEdit, onRetire }: PlanCardProps) {
  const titleId = useId();
  const retired = plan.retired_at !== null;
  return (
    <section
      aria-labelledby={titleId}
      className={`rounded-3xl p-4 ring-1 ring-line ${retired ? 'bg-stone-50' : 'bg-white'}`}
    >
      <div className="flex items-start justify-between gap-2">
        <h2 id={titleId} className={`text-lg font-bold ${retired ? 'text-muted' : 'text-ink'}`}>
          {plan.name}
        </h2>
        {retired ? (
          <span className="shrink-0 rounded-full bg-stone-200 px-2.5 py-0.5 text-xs font-semibold text-stone-700">
            {m.sellerPlanRetiredBadge()}
          </span>
        ) : null}
      </div>
      <p className="mt-1 text-sm font-medium text-ink">{planWhatText(plan)}</p>
      <p className="text-sm text-ink/80">{planWhenText(plan)}</p>
      <ul className="mt-2 flex flex-wrap gap-1.5">
        {planPriceTexts(plan).map((text) => (
          <li key={text} className="rounded-full bg-primary-soft px-2.5 py-0.5 text-sm font-semibold text-primary-dark">
            {text}
          </li>
        ))}
      </ul>
      <p className="mt-2 text-sm text-muted">{planCutoffText(plan)}</p>
      <p className="text-sm text-muted">{planLeadText(plan)}</p>
      <div className="mt-3 flex gap-2">
        <button
          type="button"
          onClick={onEdit}
          className="min-h-11 rounded-xl border-2 border-primary bg-white px-4 text-sm font-semibold text-primary"
        >
          {m.sellerPlanEdit()}
        </button>
        {onRetire ? (
          <button
            type="button"
            onClick={onRetire}
            className="min-h-11 rounded-xl border-2 border-red-700 bg-white px-4 text-sm font-semibold text-red-700"
          >
            {m.sellerPlanRetire()}
          </button>
        ) : null}
      </div>
    </section>
  );
}
