import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { UpdateAccountTermsBody } from '@rasoi/domain/ledger';
import { m } from '@rasoi/domain/i18n/messages';
import { toast } from '../../lib/toast.ts';
import { BottomSheet } from '../../ui/bottom-sheet.tsx';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/form-fields.tsx';
import { useUpdateTerms } from './api/update-terms.ts';
import { termsFormSchema, termsFormValues, type TermsFormValues } from './account-forms.ts';
import type { AccountRow } from './api/get-accounts.ts';

type TermsSheetProps = { account: AccountRow; household: string; onClose: () => void };

/**
 * 'Terms' (issue 26, D88): a household's credit limit, typed in rupees and saved in paise, and whether it
 * may pay monthly on account (a subscription paid that way needs it). The server's refusal, such as a limit
 * below what the household owes, shows under the form.
 */
export function TermsSheet({ account, household, onClose }: TermsSheetProps) {
  const titleId = useId();
  const update = useUpdateTerms();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<TermsFormValues, unknown, UpdateAccountTermsBody>({
    resolver: zodResolver(termsFormSchema),
    defaultValues: termsFormValues(account),
  });
  const submit = handleSubmit((body) =>
    update.mutate(
      { userId: account.user_id, body },
      {
        onSuccess: () => {
          toast.success(m.sellerAccountTermsSaved());
          onClose();
        },
      },
    ),
  );
  return (
    <BottomSheet
      titleId={titleId}
      title={m.sellerAccountTermsTitle({ mobile: household })}
      onClose={onClose}
      footer={
        <Button type="submit" form={`${titleId}-form`} block className="min-h-12" disabled={update.isPending}>
          {m.sellerAccountSaveTerms()}
        </Button>
      }
    >
      <form id={`${titleId}-form`} aria-labelledby={titleId} onSubmit={submit} noValidate className="space-y-4 pb-2">
        <TextField
          label={m.sellerAccountLimitLabel()}
          inputMode="decimal"
          autoComplete="off"
          hint={m.sellerAccountLimitHint()}
          registration={register('credit_limit')}
          error={errors.credit_limit}
        />
        <label className="flex min-h-12 cursor-pointer items-center gap-3 text-sm font-medium text-ink">
          <input type="checkbox" className="size-5 accent-primary" {...register('on_account_allowed')} />
          {m.sellerAccountMonthly()}
        </label>
        {update.isError ? (
          <p role="alert" className="rounded-2xl bg-red-50 p-3 text-sm text-red-700">
            {update.error.message}
          </p>
        ) : null}
      </form>
    </BottomSheet>
  );
}
