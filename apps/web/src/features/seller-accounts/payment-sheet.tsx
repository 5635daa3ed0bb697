import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { RecordAccountEntryBody } from '@rasoi/domain/ledger';
import { m } from '@rasoi/domain/i18n/messages';
import { paiseText } from '@rasoi/domain/ledger';
import { toast } from '../../lib/toast.ts';
import { BottomSheet } from '../../ui/bottom-sheet.tsx';
import { Button } from '../../ui/button.tsx';
import { ChoiceChips } from '../../ui/choice-chips.tsx';
import { TextField } from '../../ui/form-fields.tsx';
import { useRecordEntry } from './api/record-entry.ts';
import { paymentFormSchema, type PaymentFormValues } from './account-forms.ts';

type PaymentSheetProps = { userId: string; household: string; onClose: () => void };

/**
 * 'Record payment' (issue 26, D88): money a household paid, cash or UPI, typed in rupees (paise allowed) and
 * recorded in paise with an optional note. The sheet is one entry: one idempotency key for its life, so a
 * double tap records once. The server's refusal shows under the form.
 */
export function PaymentSheet({ userId, household, onClose }: PaymentSheetProps) {
  const titleId = useId();
  const record = useRecordEntry(userId);
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<PaymentFormValues, unknown, RecordAccountEntryBody>({
    resolver: zodResolver(paymentFormSchema),
    defaultValues: { amount: '', method: 'cash', note: '' },
  });
  const method = useWatch({ control, name: 'method' });
  const submit = handleSubmit((body) =>
    record.mutate(body, {
      onSuccess: () => {
        toast.success(m.sellerAccountPaymentRecorded({ amount: paiseText(body.amount_paise) }));
        onClose();
      },
    }),
  );
  return (
    <BottomSheet
      titleId={titleId}
      title={m.sellerAccountPaymentTitle({ mobile: household })}
      onClose={onClose}
      footer={
        <Button type="submit" form={`${titleId}-form`} block className="min-h-12" disabled={record.isPending}>
          {m.sellerAccountRecordPayment()}
        </Button>
      }
    >
      <form id={`${titleId}-form`} aria-labelledby={titleId} onSubmit={submit} noValidate className="space-y-4 pb-2">
        <TextField
          label={m.sellerAccountAmountLabel()}
          inputMode="decimal"
          autoComplete="off"
          registration={register('amount')}
          error={errors.amount}
        />
        <ChoiceChips
          legend={m.sellerAccountMethodLabel()}
          chosen={method}
          registration={register('method')}
          options={[
            { value: 'cash', label: m.sellerAccountCash() },
            { value: 'upi', label: m.sellerAccountUpi() },
          ]}
        />
        <TextField label={m.sellerAccountNoteOptional()} registration={register('note')} error={errors.note} />
        {record.isError ? (
          <p role="alert" className="rounded-2xl bg-red-50 p-3 text-sm text-red-700">
            {record.error.message}
          </p>
        ) : null}
      </form>
    </BottomSheet>
  );
}
