import { useId } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Meal } from '@rasoi/domain/api';
import { m } from '@rasoi/domain/i18n/messages';
import { getLocale } from '@rasoi/domain/locale';
import { itemName } from '@rasoi/domain/localized';
import type { Plan } from '@rasoi/domain/plans';
import type { SlotPlanData } from '@rasoi/domain/seller';
import { toast } from '../../lib/toast.ts';
import { BottomSheet } from '../../ui/bottom-sheet.tsx';
import { Button } from '../../ui/button.tsx';
import { ChoiceChips } from '../../ui/choice-chips.tsx';
import { SelectField, TextField } from '../../ui/form-fields.tsx';
import { WeekdayChips } from '../../ui/weekday-chips.tsx';
import { useSavePlan } from './api/save-plan.ts';
import {
  DAY_THALI,
  blankPlanForm,
  changedPlanFields,
  planFormSchema,
  planFormValues,
  type PlanFormOutput,
  type PlanFormValues,
} from './plan-form.ts';

type PlanFormSheetProps = {
  /** The plan to edit, or null for a new one. */
  plan: Plan | null;
  slots: SlotPlanData['slots'];
  meals: readonly Meal[];
  onClose: () => void;
};

/**
 * The tiffin plan form in a bottom sheet (issue 26, D89): name, what comes (the thali of the day or one of
 * the seller's thalis), the slot from the weekly slot plan and its weekdays (choosing a slot fills in the days
 * it runs), prices a meal, week and month typed in rupees and sent in paise, when skipping closes and the
 * earliest start. A new plan is POSTed; a stored one sends only what changed. A retired plan shows only its
 * name and price a meal, the two it still takes. The server's refusal shows under the form (and as a toast).
 */
export function PlanFormSheet({ plan, slots, meals, onClose }: PlanFormSheetProps) {
  const titleId = useId();
  const save = useSavePlan();
  const retired = plan?.retired_at != null;
  const {
    register,
    handleSubmit,
    control,
    setValue,
    getValues,
    formState: { errors },
  } = useForm<PlanFormValues, unknown, PlanFormOutput>({
    resolver: zodResolver(planFormSchema),
    defaultValues: plan ? planFormValues(plan) : blankPlanForm(),
  });
  const cutoff = useWatch({ control, name: 'cutoff' });

  const submit = handleSubmit((body) => {
    if (plan === null) {
      save.mutate({ planId: null, body }, { onSuccess: saved });
      return;
    }
    const changed = changedPlanFields(plan, body);
    if (changed === null) return onClose();
    save.mutate({ planId: plan._id, body: changed }, { onSuccess: saved });
  });
  function saved() {
    toast.success(m.sellerPlanSaved());
    onClose();
  }

  const slotField = register('slot_id', {
    onChange: (event: { target: { value: string } }) => {
      // A new choice of slot offers the days it runs; days already chosen stay.
      const slot = slots.find((each) => each._id === event.target.value);
      if (slot && getValues('weekdays').length === 0) setValue('weekdays', slot.weekdays);
    },
  });

  return (
    <BottomSheet
      titleId={titleId}
      title={plan ? m.sellerPlanEditTitle({ name: plan.name }) : m.sellerPlanNewTitle()}
      onClose={onClose}
      heightVh={90}
      footer={
        <Button type="submit" form={`${titleId}-form`} block className="min-h-12" disabled={save.isPending}>
          {m.sellerPlanSave()}
        </Button>
      }
    >
      <form id={`${titleId}-form`} aria-labelledby={titleId} onSubmit={submit} noValidate className="space-y-4 pb-2">
        {retired ? (
          <p className="rounded-2xl bg-amber-50 p-3 text-sm text-amber-900">{m.sellerPlanRetiredOnly()}</p>
        ) : null}
        <TextField label={m.sellerPlanNameLabel()} registration={register('name')} error={errors.name} />
        {retired ? null : (
          <>
            <SelectField
              label={m.sellerPlanWhatLabel()}
              registration={register('what')}
              error={errors.what}
              options={[
                { value: DAY_THALI, label: m.sellerPlanDayThali() },
                ...meals.map((meal) => ({ value: meal._id, label: itemName(meal, getLocale()) })),
              ]}
            />
            <SelectField
              label={m.sellerPlanSlotLabel()}
              registration={slotField}
              error={errors.slot_id}
              placeholder={m.sellerPlanChooseSlot()}
              options={slots.map((slot) => ({ value: slot._id, label: slot.name }))}
            />
            <Controller
              control={control}
              name="weekdays"
              render={({ field }) => (
                <WeekdayChips value={field.value} onChange={field.onChange} error={errors.weekdays?.message} />
              )}
            />
          </>
        )}
        <TextField
          label={m.sellerPlanMealPriceLabel()}
          inputMode="decimal"
          autoComplete="off"
          hint={m.sellerPlanPriceHint()}
          registration={register('meal_price')}
          error={errors.meal_price}
        />
        {retired ? null : (
          <>
            <TextField
              label={m.sellerPlanWeekPriceLabel()}
              inputMode="decimal"
              autoComplete="off"
              registration={register('week_price')}
              error={errors.week_price}
            />
            <TextField
              label={m.sellerPlanMonthPriceLabel()}
              inputMode="decimal"
              autoComplete="off"
              registration={register('month_price')}
              error={errors.month_price}
            />
            <ChoiceChips
              legend={m.sellerPlanCutoffLabel()}
              chosen={cutoff}
              registration={register('cutoff')}
              options={[
                { value: 'slot', label: m.sellerPlanCutoffSlot() },
                { value: 'minutes', label: m.sellerPlanCutoffBefore() },
              ]}
            />
            {cutoff === 'minutes' ? (
              <TextField
                label={m.sellerPlanCutoffMinutesLabel()}
                inputMode="numeric"
                autoComplete="off"
                registration={register('cutoff_minutes')}
                error={errors.cutoff_minutes}
              />
            ) : null}
            <TextField
              label={m.sellerPlanLeadDaysLabel()}
              inputMode="numeric"
              autoComplete="off"
              hint={m.sellerPlanLeadDaysHint()}
              registration={register('start_lead_days')}
              error={errors.start_lead_days}
            />
          </>
        )}
        {save.isError ? (
          <p role="alert" className="rounded-2xl bg-red-50 p-3 text-sm text-red-700">
            {save.error.message}
          </p>
        ) : null}
      </form>
    </BottomSheet>
  );
}
