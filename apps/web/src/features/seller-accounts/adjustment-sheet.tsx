import { useWatch } from 'react-hook-form';
import { m } from '@rasoi/domain/i18n/messages';
import { ChoiceChips } from '../../ui/choice-chips.tsx';
import { TextField } from '../../ui/form-fields.tsx';
import { adjustmentFormSchema, type AdjustmentFormValues } from './account-forms.ts';
import { EntryAmountField, EntrySheet, type EntryForm } from './entry-sheet.tsx';

type AdjustmentSheetProps = { userId: string; household: string; onClose: () => void };

/**
 * 'Adjust' (issue 26, D88): a correction on a household's account, adding to its balance or taking off it,
 * typed in rupees and recorded in paise, with a note saying why (needed). One idempotency key for the sheet's
 * life. The server's refusal (past the credit limit, the most an account holds) shows under the form.
 */
export function AdjustmentSheet({ userId, household, onClose }: AdjustmentSheetProps) {
  return (
    <EntrySheet
      userId={userId}
      title={m.sellerAccountAdjustTitle({ mobile: household })}
      submitLabel={m.sellerAccountRecordAdjustment()}
      schema={adjustmentFormSchema}
      defaultValues={{ direction: 'add', amount: '', note: '' }}
      recordedText={() => m.sellerAccountAdjustmentRecorded()}
      onClose={onClose}
    >
      {(form) => <AdjustmentFields form={form} />}
    </EntrySheet>
  );
}

/** Add to the balance or take off it, the amount in rupees, and the note saying why. */
function AdjustmentFields({ form }: { form: EntryForm<AdjustmentFormValues> }) {
  const { register, control, formState } = form;
  const direction = useWatch({ control, name: 'direction' });
  return (
    <>
      <ChoiceChips
        legend={m.sellerAccountDirectionLabel()}
        chosen={direction}
        registration={register('direction')}
        options={[
          { value: 'add', label: m.sellerAccountAddToBalance() },
          { value: 'take', label: m.sellerAccountTakeOffBalance() },
        ]}
      />
      <EntryAmountField registration={register('amount')} error={formState.errors.amount} />
      <TextField label={m.sellerAccountNoteWhy()} registration={register('note')} error={formState.errors.note} />
    </>
  );
}
