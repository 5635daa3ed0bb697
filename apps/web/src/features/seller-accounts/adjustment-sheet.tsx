import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { RecordAccountEntryBody } from '@rasoi/domain/ledger';
import { m } from '@rasoi/domain/i18n/messages';
import { toast } from '../../lib/toast.ts';
import { BottomSheet } from '../../ui/bottom-sheet.tsx';
import { Button } from '../../ui/button.tsx';
import { ChoiceChips } from '../../ui/choice-chips.tsx';
import { TextField } from '../../ui/form-fields.tsx';
import { useRecordEntry } from './api/record-entry.ts';
import { adjustmentFormSchema, type AdjustmentFormValues } from './account-forms.ts';

type AdjustmentSheetProps = { userId: string; household: string; onClose: () => void };

/**
 * 'Adjust' (issue 26, D88): a correction on a household's account, adding to its balance or taking off it,
 * typed in rupees and recorded in paise, with a note saying why (needed). One idempotency key for the sheet's
 * life. The server's refusal (past the credit limit, the most an account holds) shows under the form.
 */
export function AdjustmentSheet({ userId, household, onClose }: AdjustmentSheetProps) {
  const titleId = useId();
  const record = useRecordEntry(userId);
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<AdjustmentFormValues, unknown, RecordAccountEntryBody>({
    resolver: zodResolver(adjustmentFormSchema),
    defaultValues: { direction: 'add', amount: '', note: '' },
  });
  const direction = useWatch({ control, name: 'direction' });
  const submit = handleSubmit((body) =>
    record.mutate(body, {
      onSuccess: () => {
        toast.success(m.sellerAccountAdjustmentRecorded());
        onClose();
      },
    }),
  );
  return (
    <BottomSheet
      titleId={titleId}
      title={m.sellerAccountAdjustTitle({ mobile: household })}
      onClose={onClose}
      footer={
        <Button type="submit" form={`${titleId}-form`} block className="min-h-12" disabled={record.isPending}>
          {m.sellerAccountRecordAdjustment()}
        </Button>
      }
    >
      <form id={`${titleId}-form`} aria-labelledby={titleId} onSubmit={submit} noValidate className="space-y-4 pb-2">
        <ChoiceChips
          legend={m.sellerAccountDirectionLabel()}
          chosen={direction}
          registration={register('direction')}
          options={[
            { value: 'add', label: m.sellerAccountAddToBalance() },
            { value: 'take', label: m.sellerAccountTakeOffBalance() },
          ]}
        />
        <TextField
          label={m.sellerAccountAmountLabel()}
          inputMode="decimal"
          autoComplete="off"
          registration={register('amount')}
          error={errors.amount}
        />
        <TextField label={m.sellerAccountNoteWhy()} registration={register('note')} error={errors.note} />
        {record.isError ? (
          <p role="alert" className="rounded-2xl bg-red-50 p-3 text-sm text-red-700">
            {record.error.message}
          </p>
        ) : null}
      </form>
    </BottomSheet>
  );
}
