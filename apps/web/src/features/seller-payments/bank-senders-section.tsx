import { useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { bankSmsSenderSchema } from '@rasoi/domain/bank-sms-settings';
import { m } from '@rasoi/domain/i18n/messages';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/form-fields.tsx';
import { useUpdateBankSmsSettings } from './api/update-bank-sms-settings.ts';

/** The add box, checked by the server's own rule: 'AD-SBIINB' is kept as its bank part 'SBIINB' (D97). */
const senderFormSchema = z.object({ sender: bankSmsSenderSchema });
type SenderFormValues = z.input<typeof senderFormSchema>;
type SenderFormOutput = z.output<typeof senderFormSchema>;

/**
 * 'Your bank's senders' on the Bank SMS page (issue 27, D97): the names the bank's SMS come from, stored as
 * bank parts; each added or removed saves at once (PATCH with the whole list), and the list shown is the one
 * the server kept; the server's refusal is said under the section. One change at a time, so two quick taps never save over each other. After a removal the
 * focus goes to the section's heading, the removed button being gone.
 */
export function BankSendersSection({ senders }: { senders: readonly string[] }) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const update = useUpdateBankSmsSettings();
  const [said, setSaid] = useState<string | null>(null);
  const form = useForm<SenderFormValues, unknown, SenderFormOutput>({
    resolver: zodResolver(senderFormSchema),
    defaultValues: { sender: '' },
  });

  const add = form.handleSubmit(({ sender }) => {
    setSaid(null);
    if (senders.includes(sender)) {
      form.setError('sender', { message: m.bankSmsSenderTwice({ sender }) });
      return;
    }
    update.mutate(
      { bank_sms_senders: [...senders, sender] },
      {
        onSuccess: () => {
          form.reset({ sender: '' });
          setSaid(m.bankSmsSenderAdded({ sender }));
        },
      },
    );
  });

  function remove(sender: string) {
    setSaid(null);
    update.mutate(
      { bank_sms_senders: senders.filter((each) => each !== sender) },
      {
        onSuccess: () => {
          setSaid(m.bankSmsSenderRemoved({ sender }));
          headingRef.current?.focus();
        },
      },
    );
  }

  return (
    <section aria-labelledby={headingId} className="space-y-3 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-line">
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className="text-lg font-bold text-ink outline-none">
        {m.bankSmsSendersHeading()}
      </h2>
      <p className="text-sm text-muted">{m.bankSmsSendersHint()}</p>
      {senders.length === 0 ? (
        <p className="text-sm font-medium text-ink">{m.bankSmsSendersEmpty()}</p>
      ) : (
        <ul aria-labelledby={headingId} className="divide-y divide-line rounded-2xl ring-1 ring-line">
          {senders.map((sender, index) => (
            <li key={sender} className="flex items-center justify-between gap-3 px-4 py-1">
              <span id={`${headingId}-sender-${index}`} className="font-mono font-semibold text-ink">
                {sender}
              </span>
              {/* Named 'Remove HDFCBK' in either language: its own word first, as shown (D81), then the sender. */}
              <button
                type="button"
                id={`${headingId}-remove-${index}`}
                aria-labelledby={`${headingId}-remove-${index} ${headingId}-sender-${index}`}
                disabled={update.isPending}
                onClick={() => remove(sender)}
                className="min-h-11 rounded-xl px-3 text-sm font-semibold text-red-700 underline underline-offset-4 disabled:opacity-60"
              >
                {m.remove()}
              </button>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={add} noValidate className="flex items-start gap-2">
        <TextField
          fieldClassName="flex-1"
          label={m.bankSmsSenderLabel()}
          registration={form.register('sender')}
          error={form.formState.errors.sender}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
        />
        <Button type="submit" className="mt-7 min-h-12" disabled={update.isPending}>
          {m.add()}
        </Button>
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
    </section>
  );
}
