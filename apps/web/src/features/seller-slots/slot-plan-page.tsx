import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useFieldArray, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { CalendarDays, Plus, Sparkles } from 'lucide-react';
import { SLOT_PLAN_ENTRIES_MAX } from '@rasoi/domain/constants';
import { m } from '@rasoi/domain/i18n/messages';
import type { SlotPlanData } from '@rasoi/domain/seller';
import { Button } from '../../ui/button.tsx';
import { LoadingDots } from '../../ui/loading-dots.tsx';
import { toast } from '../../lib/toast.ts';
import { useSlotPlan } from '../../api/get-slot-plan.ts';
import { useSaveSlotPlan } from './api/save-slot-plan.ts';
import { SlotEntryFields } from './slot-entry-fields.tsx';
import {
  blankSlotEntry,
  slotPlanFormSchema,
  slotPlanFormValues,
  starterSlotEntries,
  type SlotPlanFormOutput,
  type SlotPlanFormValues,
} from './slot-plan-form.ts';

/**
 * The seller's weekly plan of meal slots (issue 14, D47): each entry's name, weekdays, order-by time,
 * delivery window and plates, added, changed and removed here and saved together with POST /slot-plan.
 * `daysPath` links to the days' screen (app/seller/routes.tsx passes it in).
 */
export function SlotPlanPage({ daysPath }: { daysPath: string }) {
  const plan = useSlotPlan();
  return (
    <div className="px-4 pt-5 pb-8">
      <h1 className="font-display text-3xl font-bold text-ink">{m.weeklyPlan()}</h1>
      <p className="mt-1 text-sm text-muted">{m.weeklyPlanIntro()}</p>
      <Link
        to={daysPath}
        className="mt-3 inline-flex min-h-11 items-center gap-2 font-semibold text-primary-dark underline-offset-4 hover:underline"
      >
        <CalendarDays className="size-5" aria-hidden="true" />
        {m.mealSlots()}
      </Link>
      {plan.data ? (
        <SlotPlanForm plan={plan.data} />
      ) : plan.isError ? (
        <p role="alert" className="mt-6 text-sm text-red-600">
          {plan.error.message}
        </p>
      ) : (
        <LoadingDots label={m.loadingSlots()} />
      )}
    </div>
  );
}

function SlotPlanForm({ plan }: { plan: SlotPlanData['slots'] }) {
  const save = useSaveSlotPlan();
  // The server's refusal, shown under the form until the next try (its toast fades).
  const [refusal, setRefusal] = useState<string>();
  const form = useForm<SlotPlanFormValues, unknown, SlotPlanFormOutput>({
    resolver: zodResolver(slotPlanFormSchema),
    defaultValues: slotPlanFormValues(plan),
  });
  const entries = useFieldArray({ control: form.control, name: 'entries', keyName: 'key' });
  const planError = form.formState.errors.root?.message ?? refusal;
  // After a removal the focus would fall to the page: it goes to 'Add a slot' (or Save) instead.
  const [removals, setRemovals] = useState(0);
  const formElement = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const form = formElement.current;
    if (removals === 0 || !form) return;
    (
      form.querySelector<HTMLElement>('[data-after-remove]') ?? form.querySelector<HTMLElement>('[type="submit"]')
    )?.focus();
  }, [removals]);

  const submit = form.handleSubmit((body) => {
    setRefusal(undefined);
    save.mutate(body, {
      onSuccess: (saved) => {
        form.reset(slotPlanFormValues(saved));
        toast.success(m.slotPlanSaved(), { id: 'slot-plan-saved' });
      },
      onError: (error) => setRefusal(error.message),
    });
  });

  return (
    <form ref={formElement} onSubmit={submit} noValidate className="mt-4 space-y-4">
      {entries.fields.length === 0 ? (
        <div className="space-y-3 rounded-3xl border-2 border-dashed border-line p-5 text-center">
          <p className="text-sm text-muted">{m.weeklyPlanEmpty()}</p>
          <Button variant="tertiary" block onClick={() => entries.replace(starterSlotEntries())}>
            <span className="inline-flex items-center gap-2">
              <Sparkles className="size-5" aria-hidden="true" />
              {m.starterPlan()}
            </span>
          </Button>
          <p className="text-xs text-muted">{m.starterPlanHint()}</p>
        </div>
      ) : (
        entries.fields.map((entry, index) => (
          <SlotEntryFields
            key={entry.key}
            form={form}
            index={index}
            onRemove={() => {
              entries.remove(index);
              setRemovals((count) => count + 1);
            }}
          />
        ))
      )}
      {entries.fields.length < SLOT_PLAN_ENTRIES_MAX ? (
        <Button data-after-remove variant="secondary" block onClick={() => entries.append(blankSlotEntry())}>
          <span className="inline-flex items-center gap-2">
            <Plus className="size-5" aria-hidden="true" />
            {m.addSlot()}
          </span>
        </Button>
      ) : null}
      {planError ? (
        <p role="alert" className="rounded-2xl bg-red-50 p-3 text-sm font-medium text-red-700 ring-1 ring-red-200">
          {planError}
        </p>
      ) : null}
      <Button type="submit" block className="min-h-12 text-base" disabled={save.isPending}>
        {save.isPending ? m.savingSettings() : m.saveWeeklyPlan()}
      </Button>
    </form>
  );
}
