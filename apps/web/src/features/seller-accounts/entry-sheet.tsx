import { useId, type ReactNode } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldError,
  type FieldValues,
  type UseFormRegisterReturn,
  type UseFormReturn,
} from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { m } from '@rasoi/domain/i18n/messages';
import type { RecordAccountEntryBody } from '@rasoi/domain/ledger';
import { toast } from '../../lib/toast.ts';
import { BottomSheet } from '../../ui/bottom-sheet.tsx';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/form-fields.tsx';
import { useRecordEntry } from './api/record-entry.ts';

/** An entry form as its fields see it: typed as `Values`, submitted as the entry's body. */
export type EntryForm<Values extends FieldValues> = UseFormReturn<Values, unknown, RecordAccountEntryBody>;

type EntrySheetProps<Values extends FieldValues> = {
  /** The household's user id, whose account the entry is on. */
  userId: string;
  title: string;
  /** The footer button's label. */
  submitLabel: string;
  /** The form's schema: its boxes as typed in, to the entry's body in paise (account-forms.ts). */
  schema: z.ZodType<RecordAccountEntryBody, Values>;
  /** NoInfer: `Values` comes from `schema`, so a default such as 'cash' stays the enum it belongs to. */
  defaultValues: NoInfer<DefaultValues<Values>>;
  /** The toast once the entry is recorded, from the body that was sent. */
  recordedText: (body: RecordAccountEntryBody) => string;
  onClose: () => void;
  /** The form's boxes, given the form. */
  children: (form: EntryForm<Values>) => ReactNode;
};

/**
 * A sheet that records one entry on a household's account (issue 26, D88), a payment or an adjustment: the
 * form checked by `schema`, sent with the sheet's one idempotency key (useRecordEntry: a double tap
 * records once), a toast and the sheet closed once recorded, the server's refusal shown under the form.
 */
export function EntrySheet<Values extends FieldValues>({
  userId,
  title,
  submitLabel,
  schema,
  defaultValues,
  recordedText,
  onClose,
  children,
}: EntrySheetProps<Values>) {
  const titleId = useId();
  const record = useRecordEntry(userId);
  const form = useForm<Values, unknown, RecordAccountEntryBody>({ resolver: zodResolver(schema), defaultValues });
  const submit = form.handleSubmit((body) =>
    record.mutate(body, {
      onSuccess: () => {
        toast.success(recordedText(body));
        onClose();
      },
    }),
  );
  return (
    <BottomSheet
      titleId={titleId}
      title={title}
      onClose={onClose}
      footer={
        <Button type="submit" form={`${titleId}-form`} block className="min-h-12" disabled={record.isPending}>
          {submitLabel}
        </Button>
      }
    >
      <form id={`${titleId}-form`} aria-labelledby={titleId} onSubmit={submit} noValidate className="space-y-4 pb-2">
        {children(form)}
        {record.isError ? (
          <p role="alert" className="rounded-2xl bg-red-50 p-3 text-sm text-red-700">
            {record.error.message}
          </p>
        ) : null}
      </form>
    </BottomSheet>
  );
}

/** An entry's amount box, in rupees (paise allowed): the same in every entry sheet. */
export function EntryAmountField({ registration, error }: { registration: UseFormRegisterReturn; error?: FieldError }) {
  return (
    <TextField
      label={m.sellerAccountAmountLabel()}
      inputMode="decimal"
      autoComplete="off"
      registration={registration}
      error={error}
    />
  );
}
