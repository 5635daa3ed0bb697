import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { cancelReasonSchema } from '@rasoi/domain/cancel-order';
import { CANCEL_REASON_MAX } from '@rasoi/domain/constants';
import { m } from '@rasoi/domain/i18n/messages';
import { BottomSheet } from './bottom-sheet.tsx';
import { Button } from './button.tsx';
import { TextField } from './form-fields.tsx';

type Fields = { choice: string; text: string };
const OTHER = 'other';

type CancelReasonSheetProps = {
  /** Reasons to pick from before 'Other reason' (the customer's); none: only the text box (the seller's). */
  choices?: readonly string[];
  /** True when a reason must be given (the seller's cancel). */
  required: boolean;
  /** Under the text box, e.g. 'The customer sees this reason'. */
  hint?: string;
  pending: boolean;
  onConfirm: (reason: string) => void;
  onClose: () => void;
};

/**
 * 'Cancel this order?' (issue 15, D54): a bottom sheet asking the reason, checked by the domain's rule
 * (plain text, one line, at most 200 characters) before it is sent; 'Cancel order' confirms and 'Keep
 * order' closes. The customer picks a reason or writes one; the seller writes one, which is required.
 */
export function CancelReasonSheet({
  choices = [],
  required,
  hint,
  pending,
  onConfirm,
  onClose,
}: CancelReasonSheetProps) {
  const titleId = useId();
  const formId = useId();
  const { register, handleSubmit, control, setError, formState } = useForm<Fields>({
    defaultValues: { choice: choices[0] ?? OTHER, text: '' },
  });
  const choice = useWatch({ control, name: 'choice' });
  const writing = choices.length === 0 || choice === OTHER;

  const submit = handleSubmit(({ choice: picked, text }) => {
    const parsed = cancelReasonSchema.safeParse(picked === OTHER ? text : picked);
    if (!parsed.success) return setError('text', { message: m.cancelReasonInvalid() });
    if (required && parsed.data === '') return setError('text', { message: m.cancelReasonRequired() });
    onConfirm(parsed.data);
  });

  return (
    <BottomSheet
      titleId={titleId}
      title={m.cancelOrderTitle()}
      onClose={onClose}
      footer={
        <div className="grid grid-cols-2 gap-3">
          <Button type="button" variant="secondary" onClick={onClose}>
            {m.cancelOrderKeep()}
          </Button>
          <Button type="submit" form={formId} disabled={pending}>
            {m.cancelOrderConfirm()}
          </Button>
        </div>
      }
    >
      <form id={formId} noValidate onSubmit={(event) => void submit(event)} className="space-y-3 pb-2">
        {choices.length > 0 ? (
          <fieldset className="space-y-2">
            <legend className="mb-1 text-sm font-medium text-ink">{m.cancelReasonChoices()}</legend>
            {[...choices, OTHER].map((value) => (
              <label
                key={value}
                className="flex min-h-11 items-center gap-3 rounded-xl px-3 ring-1 ring-line has-[:checked]:bg-primary-soft has-[:checked]:ring-primary"
              >
                <input type="radio" value={value} className="size-4 accent-primary" {...register('choice')} />
                <span className="text-sm text-ink">{value === OTHER ? m.cancelReasonOther() : value}</span>
              </label>
            ))}
          </fieldset>
        ) : null}
        {writing ? (
          <TextField
            label={m.cancelOrderReason()}
            autoComplete="off"
            maxLength={CANCEL_REASON_MAX}
            {...(hint ? { hint } : {})}
            registration={register('text')}
            error={formState.errors.text}
          />
        ) : null}
      </form>
    </BottomSheet>
  );
}
