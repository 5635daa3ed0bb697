import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { z } from 'zod';
import { smsSigningKeySchema } from '@rasoi/domain/bank-sms-settings';
import { m } from '@rasoi/domain/i18n/messages';
import { Button } from '../../ui/button.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { TextField } from '../../ui/form-fields.tsx';
import { useUpdateBankSmsSettings } from './api/update-bank-sms-settings.ts';

const keyFormSchema = z.object({ key: smsSigningKeySchema });
type KeyFormValues = z.input<typeof keyFormSchema>;
type KeyFormOutput = z.output<typeof keyFormSchema>;

/**
 * 'Signing key' on the Bank SMS page (issue 27, D97): whether the phone's key is set, in words and an icon
 * (the server never answers the key itself), a box to set or replace it, emptied once saved so the key is
 * on the screen only while typed, and 'Remove key' after a confirm (every forwarded SMS is then refused).
 */
export function SigningKeySection({ keySet }: { keySet: boolean }) {
  const headingId = useId();
  const update = useUpdateBankSmsSettings();
  const [said, setSaid] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const form = useForm<KeyFormValues, unknown, KeyFormOutput>({
    resolver: zodResolver(keyFormSchema),
    defaultValues: { key: '' },
  });

  const save = form.handleSubmit(({ key }) => {
    setSaid(null);
    update.mutate(
      { signing_key: key },
      {
        onSuccess: () => {
          form.reset({ key: '' });
          setSaid(m.bankSmsKeySaved());
        },
      },
    );
  });

  function removeKey() {
    setSaid(null);
    update.mutate(
      { signing_key: null },
      { onSuccess: () => setSaid(m.bankSmsKeyRemoved()), onSettled: () => setAsking(false) },
    );
  }

  const Icon = keySet ? CircleCheck : CircleAlert;
  return (
    <section aria-labelledby={headingId} className="space-y-3 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-line">
      <h2 id={headingId} className="text-lg font-bold text-ink">
        {m.bankSmsKeyHeading()}
      </h2>
      <p className={`flex items-start gap-2 text-sm font-semibold ${keySet ? 'text-green-800' : 'text-amber-800'}`}>
        <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {keySet ? m.bankSmsKeySet() : m.bankSmsKeyNotSet()}
      </p>
      <form onSubmit={save} noValidate className="space-y-3">
        <TextField
          label={m.bankSmsKeyNew()}
          hint={m.bankSmsKeyHint()}
          registration={form.register('key')}
          error={form.formState.errors.key}
          type="password"
          autoComplete="off"
          spellCheck={false}
        />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" className="flex-1" disabled={update.isPending}>
            {update.isPending ? m.saving() : m.bankSmsKeySave()}
          </Button>
          {keySet ? (
            <Button variant="secondary" className="flex-1" disabled={update.isPending} onClick={() => setAsking(true)}>
              {m.bankSmsKeyRemove()}
            </Button>
          ) : null}
        </div>
      </form>
      {update.isError ? (
        <p role="alert" className="text-sm font-semibold text-red-700">
          {update.error.message}
        </p>
      ) : null}
      <div aria-live="polite">
        {said ? (
          <p role="status" className="text-sm font-semibold text-green-800">
            {said}
          </p>
        ) : null}
      </div>
      {asking ? (
        <ConfirmDialog
          title={m.bankSmsKeyRemoveTitle()}
          body={m.bankSmsKeyRemoveBody()}
          cancelLabel={m.cancel()}
          confirmLabel={m.bankSmsKeyRemove()}
          danger
          busy={update.isPending}
          onCancel={() => setAsking(false)}
          onConfirm={removeKey}
        />
      ) : null}
    </section>
  );
}
