import { useWatch } from 'react-hook-form';
import { m } from '@rasoi/domain/i18n/messages';
import { paiseText } from '@rasoi/domain/indian-digits';
import { ChoiceChips } from '../../ui/choice-chips.tsx';
import { TextField } from '../../ui/form-fields.tsx';
import { paymentFormSchema, type PaymentFormValues } from './account-forms.ts';
import { EntryAmountField, EntrySheet, type EntryForm } from './entry-sheet.tsx';

type PaymentSheetProps = { userId: string; household: string; onClose: () => void };

/**
 * 'Record payment' (issue 26, D88): money a household paid, cash or UPI, typed in rupees (paise allowed) and
 * recorded in paise with an optional note. The sheet is one entry: one idempotency key for its life, so a
 * double tap records once. The server's refusal shows under the form.
 */
export function PaymentSheet({ userId, household, onClose }: PaymentSheetProps) {
  return (
    <EntrySheet
      userId={userId}
      title={m.sellerAccountPaymentTitle({ mobile: household })}
      submitLabel={m.sellerAccountRecordPayment()}
      schema={paymentFormSchema}
      defaultValues={{ amount: '', method: 'cash', note: '' }}
      recordedText={(body) => m.sellerAccountPaymentRecorded({ amount: paiseText(body.amount_paise) })}
      onClose={onClose}
    >
      {(form) => <PaymentFields form={form} />}
    </EntrySheet>
  );
}

/** The amount in rupees, cash or UPI, and the optional note. */
function PaymentFields({ form }: { form: EntryForm<PaymentFormValues> }) {
  const { register, control, formState } = form;
  const method = useWatch({ control, name: 'method' });
  return (
    <>
      <EntryAmountField registration={register('amount')} error={formState.errors.amount} />
      <ChoiceChips
        legend={m.sellerAccountMethodLabel()}
        chosen={method}
        registration={register('method')}
        options={[
          { value: 'cash', label: m.sellerAccountCash() },
          { value: 'upi', label: m.sellerAccountUpi() },
        ]}
      />
      <TextField label={m.sellerAccountNoteOptional()} registration={register('note')} error={formState.errors.note} />
    </>
  );
}
