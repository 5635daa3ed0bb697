import { useState } from 'react';
import { Link } from 'react-router';
import { Plus } from 'lucide-react';
import { m } from '@rasoi/domain/i18n/messages';
import type { Plan } from '@rasoi/domain/plans';
import { useMeals } from '../../api/get-meals.ts';
import { useSlotPlan } from '../../api/get-slot-plan.ts';
import { sellerPaths } from '../../lib/paths.ts';
import { toast } from '../../lib/toast.ts';
import { Button } from '../../ui/button.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { ListEmpty, ListSkeleton } from '../../ui/list-states.tsx';
import { useSellerPlans } from './api/get-seller-plans.ts';
import { useRetirePlan } from './api/retire-plan.ts';
import { PlanCard } from './plan-card.tsx';
import { PlanFormSheet } from './plan-form-sheet.tsx';

/** Active plans first, then the retired ones; by name within each, as the server answers. */
function activeFirst(plans: readonly Plan[]): Plan[] {
  return [...plans.filter((plan) => plan.retired_at === null), ...plans.filter((plan) => plan.retired_at !== null)];
}

/**
 * 'Tiffin plans' (issue 26, D89; /seller/plans): the kitchen's plans, active first and retired ones marked,
 * each with what comes, slot, weekdays, prices, skip cut-off and start lead (GET /kitchen/plans). 'Add a
 * plan' and Edit open the plan form (slots from GET /slot-plan, thalis from GET /meal); Retire asks first
 * (POST /plans/{id}/retire). A kitchen with no slot plan is sent to make one: a plan needs a slot. Links
 * lead on to the subscribers and the household accounts.
 */
export function PlansPage() {
  const plans = useSellerPlans();
  const slots = useSlotPlan();
  const meals = useMeals();
  // The form's plan: undefined while closed, null for a new plan.
  const [editing, setEditing] = useState<Plan | null | undefined>(undefined);
  const [retiring, setRetiring] = useState<Plan | null>(null);
  const retire = useRetirePlan();
  const noSlots = slots.data?.length === 0;

  function confirmRetire() {
    if (!retiring) return;
    const { _id, name } = retiring;
    retire.mutate(_id, {
      onSuccess: () => {
        toast.success(m.sellerPlanRetiredToast({ name }));
        setRetiring(null);
      },
    });
  }

  return (
    <div className="px-4 pt-5 pb-8">
      <h1 className="font-display text-3xl font-bold text-ink">{m.sellerPlansTitle()}</h1>
      <p className="mt-1 text-sm text-muted">{m.sellerPlansHint()}</p>
      <nav aria-label={m.sellerPlansTitle()} className="mt-2 flex gap-4 text-sm font-semibold">
        <Link to={sellerPaths.subscribers} className="inline-flex min-h-11 items-center text-primary underline">
          {m.sellerSubscribersLink()}
        </Link>
        <Link to={sellerPaths.accounts} className="inline-flex min-h-11 items-center text-primary underline">
          {m.sellerAccountsLink()}
        </Link>
      </nav>
      {noSlots ? (
        <div className="mt-4 rounded-3xl bg-amber-50 p-4 text-sm text-amber-900">
          <p>{m.sellerPlansNeedSlots()}</p>
          <Link to={sellerPaths.slotPlan} className="mt-2 inline-flex min-h-11 items-center font-semibold underline">
            {m.sellerPlansSetUpSlots()}
          </Link>
        </div>
      ) : (
        <Button className="mt-4 inline-flex items-center gap-2" disabled={!slots.data} onClick={() => setEditing(null)}>
          <Plus className="size-5" aria-hidden="true" />
          {m.sellerPlanAdd()}
        </Button>
      )}
      {slots.isError ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {slots.error.message}
        </p>
      ) : null}
      <div className="mt-5 space-y-3">
        {plans.isPending ? <ListSkeleton /> : null}
        {plans.isError ? (
          <p role="alert" className="text-sm text-red-700">
            {plans.error.message}
          </p>
        ) : null}
        {plans.data?.length === 0 ? <ListEmpty text={m.sellerPlansEmpty()} /> : null}
        {activeFirst(plans.data ?? []).map((plan) => (
          <PlanCard
            key={plan._id}
            plan={plan}
            onEdit={() => setEditing(plan)}
            onRetire={plan.retired_at === null ? () => setRetiring(plan) : undefined}
          />
        ))}
      </div>
      {editing !== undefined && slots.data ? (
        <PlanFormSheet
          plan={editing}
          slots={slots.data}
          meals={meals.data ?? []}
          onClose={() => setEditing(undefined)}
        />
      ) : null}
      {retiring ? (
        <ConfirmDialog
          title={m.sellerPlanRetireTitle({ name: retiring.name })}
          body={m.sellerPlanRetireBody()}
          cancelLabel={m.cancel()}
          confirmLabel={m.sellerPlanRetireConfirm()}
          danger
          busy={retire.isPending}
          onCancel={() => setRetiring(null)}
          onConfirm={confirmRetire}
        />
      ) : null}
    </div>
  );
}
