import { Controller, type UseFormReturn } from 'react-hook-form';
import { Trash2 } from 'lucide-react';
import { m } from '@rasoi/domain/i18n/messages';
import { SLOT_CAPACITY_MAX, SLOT_NAME_MAX } from '@rasoi/domain/constants';
import { TextField } from '../../ui/form-fields.tsx';
import type { SlotPlanFormOutput, SlotPlanFormValues } from './slot-plan-form.ts';
import { WeekdayChips } from '../../ui/weekday-chips.tsx';

/** The weekly plan form as react-hook-form gives it (values typed, output checked). */
export type SlotPlanForm = UseFormReturn<SlotPlanFormValues, unknown, SlotPlanFormOutput>;

type SlotEntryFieldsProps = { form: SlotPlanForm; index: number; onRemove: () => void };

/**
 * One entry of the weekly plan (issue 14, D47) as a labelled group named after it ('Lunch', or 'Slot 2'
 * before it has a name): its name, the weekday chips, order-by time, delivery window and plates, each
 * with the domain's message under it, and a button that removes it (saved only with the plan).
 */
export function SlotEntryFields({ form, index, onRemove }: SlotEntryFieldsProps) {
  const {
    register,
    control,
    watch,
    formState: { errors },
  } = form;
  const fieldErrors = errors.entries?.[index];
  const name = watch(`entries.${index}.name`).trim();
  const title = name || m.slotNumber({ number: index + 1 });
  return (
    <fieldset className="space-y-3 rounded-3xl bg-white p-4 shadow-sm ring-1 ring-line">
      <legend className="sr-only">{title}</legend>
      <div className="flex items-end gap-2">
        <TextField
          fieldClassName="flex-1"
          label={m.slotNameLabel()}
          autoComplete="off"
          maxLength={SLOT_NAME_MAX}
          registration={register(`entries.${index}.name`)}
          error={fieldErrors?.name}
        />
        <button
          type="button"
          onClick={onRemove}
          aria-label={m.removeSlot({ slot: title })}
          className="grid size-12 shrink-0 place-items-center rounded-xl text-red-600 ring-1 ring-line transition-colors hover:bg-red-50"
        >
          <Trash2 className="size-5" aria-hidden="true" />
        </button>
      </div>
      <Controller
        control={control}
        name={`entries.${index}.weekdays`}
        render={({ field }) => (
          <WeekdayChips value={field.value} onChange={field.onChange} error={fieldErrors?.weekdays?.message} />
        )}
      />
      <div className="grid grid-cols-2 gap-3">
        <TextField
          type="time"
          label={m.orderByLabel()}
          registration={register(`entries.${index}.order_by`)}
          error={fieldErrors?.order_by}
        />
        <TextField
          type="number"
          inputMode="numeric"
          min={1}
          max={SLOT_CAPACITY_MAX}
          label={m.platesLabel()}
          registration={register(`entries.${index}.capacity`)}
          error={fieldErrors?.capacity}
        />
        <TextField
          type="time"
          label={m.deliveryFromLabel()}
          registration={register(`entries.${index}.delivery_from`)}
          error={fieldErrors?.delivery_from}
        />
        <TextField
          type="time"
          label={m.deliveryToLabel()}
          registration={register(`entries.${index}.delivery_to`)}
          error={fieldErrors?.delivery_to}
        />
      </div>
    </fieldset>
  );
}
