import { useEffect, useId, useState } from 'react';
import { CheckCircle2 } from 'lucide-react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { m } from '@rasoi/domain/i18n/messages';
import { paiseText } from '@rasoi/domain/indian-digits';
import type { LedgerEntry } from '@rasoi/domain/ledger';
import { clockTimeAt } from '@rasoi/domain/slot-words';
import { upiTopUpNote } from '@rasoi/domain/upi-link';
import { TOPUP_MAX_PAISE, TOPUP_MIN_PAISE, type RequestTopUpBody, type UpiRequest } from '@rasoi/domain/upi-requests';
import { useKitchen } from '../../api/get-kitchen.ts';
import { useKitchenUpiLink } from '../../api/use-upi-link.ts';
import { paiseToRupeesInput, rupeesToPaise } from '../../lib/rupees-paise.ts';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/form-fields.tsx';
import { UpiPayment } from '../../ui/upi-payment.tsx';
import { useRequestTopUp } from './api/request-top-up.ts';
import { TOPUP_CHOICES_PAISE, topUpFormSchema, type TopUpFormValues } from './top-up-form.ts';

/**
 * 'Add money by UPI' on the account page (issue 27, docs/decisions/0099): the household chooses or types an
 * amount in rupees, the server answers the exact amount to pay (a few paise under it, D98), and the card shows
 * it as the UPI link, button and QR, with the line saying why paise are missing and until when it is awaited.
 * It turns to 'Received' when the account's entries (refetched on the stream's `account.changed`) hold the
 * payment of this request; past its life it offers to ask again. Nothing while the kitchen has no UPI id.
 */
export function TopUpCard({ entries, timeZone }: { entries: readonly LedgerEntry[]; timeZone: string }) {
  const headingId = useId();
  const kitchen = useKitchen();
  const ask = useRequestTopUp();
  const [asked, setAsked] = useState<UpiRequest | null>(null);
  const link = useKitchenUpiLink(asked?.amount_paise, upiTopUpNote);
  const received = asked
    ? entries.find((entry) => entry.source_type === 'upi_request' && entry.source_id === asked._id)
    : undefined;
  const expired = usePassed(asked && !received ? asked.expires_at : null);
  if (!kitchen?.upi_vpa) return null;

  const askFor = (amountPaise: number) => ask.mutate(amountPaise, { onSuccess: setAsked });
  const another = () => {
    ask.reset();
    setAsked(null);
  };
  return (
    <section aria-labelledby={headingId} className="mt-6 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-line">
      <h2 id={headingId} className="font-display text-xl font-bold text-ink">
        {m.topUpHeading()}
      </h2>
      {received ? (
        <>
          <p
            role="status"
            className="mt-3 flex items-center justify-center gap-2 rounded-xl bg-green-50 px-3 py-3 font-semibold text-veg"
          >
            <CheckCircle2 className="size-5 shrink-0" aria-hidden="true" />
            {m.topUpReceived({ amount: paiseText(received.amount_paise) })}
          </p>
          <Button variant="secondary" block className="mt-3" onClick={another}>
            {m.topUpOtherAmount()}
          </Button>
        </>
      ) : asked && expired ? (
        <>
          <p className="mt-3 text-sm text-ink">{m.topUpExpired()}</p>
          <Button block className="mt-3" disabled={ask.isPending} onClick={() => askFor(asked.bill_paise)}>
            {m.topUpAskAgain()}
          </Button>
          <Button variant="secondary" block className="mt-2" onClick={another}>
            {m.topUpOtherAmount()}
          </Button>
        </>
      ) : asked && link ? (
        <>
          <UpiPayment link={link} amountPaise={asked.amount_paise} billPaise={asked.bill_paise} />
          <p className="mt-3 text-center text-sm text-muted">
            {m.topUpWaiting({ time: clockTimeAt(asked.expires_at, timeZone) })}
          </p>
          <Button variant="secondary" block className="mt-3" onClick={another}>
            {m.topUpOtherAmount()}
          </Button>
        </>
      ) : (
        <AmountForm headingId={headingId} pending={ask.isPending} onAsk={askFor} />
      )}
      {ask.isError ? (
        <p role="alert" className="mt-3 rounded-2xl bg-red-50 p-3 text-sm text-red-700">
          {ask.error.message}
        </p>
      ) : null}
    </section>
  );
}

/** The amount: one of a few with a tap, or typed in rupees; checked by the server's schema before asking. */
function AmountForm({
  headingId,
  pending,
  onAsk,
}: {
  headingId: string;
  pending: boolean;
  onAsk: (amountPaise: number) => void;
}) {
  const form = useForm<TopUpFormValues, unknown, RequestTopUpBody>({
    resolver: zodResolver(topUpFormSchema),
    defaultValues: { amount: '' },
  });
  const typed = useWatch({ control: form.control, name: 'amount' });
  const paise = rupeesToPaise(typed);
  const fits = paise !== null && paise >= TOPUP_MIN_PAISE && paise <= TOPUP_MAX_PAISE;
  const submit = form.handleSubmit((body) => onAsk(body.amount_paise));
  return (
    <form aria-labelledby={headingId} onSubmit={submit} noValidate className="mt-2 space-y-4">
      <p className="text-sm text-muted">{m.topUpIntro()}</p>
      <div role="group" aria-label={m.topUpChoices()} className="grid grid-cols-3 gap-2">
        {TOPUP_CHOICES_PAISE.map((choice) => {
          const chosen = paise === choice;
          return (
            <button
              key={choice}
              type="button"
              aria-pressed={chosen}
              onClick={() =>
                form.setValue('amount', paiseToRupeesInput(choice), { shouldValidate: form.formState.isSubmitted })
              }
              className={`min-h-12 rounded-xl border-2 px-2 text-sm font-semibold tabular-nums transition-colors focus-visible:ring-2 focus-visible:ring-primary/30 focus-visible:outline-none ${
                chosen ? 'border-primary bg-primary-soft text-primary-dark' : 'border-line bg-white text-ink'
              }`}
            >
              {paiseText(choice)}
            </button>
          );
        })}
      </div>
      <TextField
        label={m.topUpAmountLabel()}
        inputMode="decimal"
        autoComplete="off"
        registration={form.register('amount')}
        error={form.formState.errors.amount}
      />
      <Button type="submit" block className="min-h-12" disabled={pending}>
        {pending ? m.topUpAsking() : fits ? m.topUpContinue({ amount: paiseText(paise) }) : m.topUpContinueEmpty()}
      </Button>
    </form>
  );
}

/** Whether the instant `at` (ISO 8601) has passed, turning true when it does; false for null. */
function usePassed(at: string | null): boolean {
  const [passedAt, setPassedAt] = useState<string | null>(null);
  useEffect(() => {
    if (at === null) return;
    // At once when it has passed already (a timer's callback, not a render's: no cascade).
    const timer = setTimeout(() => setPassedAt(at), Math.max(0, Date.parse(at) - Date.now()));
    return () => clearTimeout(timer);
  }, [at]);
  return at !== null && passedAt === at;
}
