import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { RefreshCw } from 'lucide-react';
import { m } from '@rasoi/domain/i18n/messages';
import { paiseText } from '@rasoi/domain/indian-digits';
import type { AwaitedTopUp, AwaitedUpiPayment, UnmatchedPayment } from '@rasoi/domain/payments-to-match';
import { useKitchenTimeZone } from '../../api/get-kitchen.ts';
import { sellerPaths } from '../../lib/paths.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { orderNumber } from '../../ui/format.ts';
import { ListEmpty, ListSkeleton } from '../../ui/list-states.tsx';
import { useDismissPayment } from './api/dismiss-payment.ts';
import { usePaymentsToMatch } from './api/get-payments-to-match.ts';
import { useMatchPayment } from './api/match-payment.ts';
import { useMatchPaymentToTopUp } from './api/match-payment-to-top-up.ts';
import { AwaitedOrders } from './awaited-orders.tsx';
import { AwaitedTopUps } from './awaited-top-ups.tsx';
import { PaymentCard } from './payment-card.tsx';

/** What the last tap did: done (a status), or refused with the server's sentence (an alert). */
type Outcome = { done: boolean; text: string };

/**
 * 'Payments to match' (issue 27, D98, docs/decisions/0102; /seller/payments): the credits the bank's SMS
 * reported that paid no UPI request by their amount and the SMS that could not be read, newest first, each
 * with the orders awaiting UPI and the households' top-ups awaiting payment (D99) nearest first, one tap
 * assigning it; 'Not mine' (after a confirm) takes one off the list. Below, the orders awaiting UPI and the
 * top-ups with the amounts they asked. A refusal (409: matched meanwhile, the order cancelled, the top-up
 * paid or replaced; 404: gone) shows its sentence and the list is read again. The outcome takes the focus, since
 * the card that was tapped leaves the page.
 */
export function PaymentsToMatchPage() {
  const timeZone = useKitchenTimeZone();
  const list = usePaymentsToMatch();
  const match = useMatchPayment();
  const matchTopUp = useMatchPaymentToTopUp();
  const dismiss = useDismissPayment();
  const [asking, setAsking] = useState<UnmatchedPayment | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const outcomeRef = useRef<HTMLParagraphElement>(null);
  const busy = match.isPending || matchTopUp.isPending || dismiss.isPending;

  useEffect(() => {
    if (outcome) outcomeRef.current?.focus();
  }, [outcome]);

  const refused = (error: Error) => setOutcome({ done: false, text: error.message });

  function assign(payment: UnmatchedPayment, order: AwaitedUpiPayment) {
    setOutcome(null);
    match.mutate(
      { paymentId: payment._id, orderId: order.order_id },
      {
        onSuccess: () =>
          setOutcome({ done: true, text: m.sellerPaymentAssigned({ order: orderNumber(order.order_id) }) }),
        onError: refused,
      },
    );
  }

  function addToTopUp(payment: UnmatchedPayment, topUp: AwaitedTopUp) {
    setOutcome(null);
    matchTopUp.mutate(
      { paymentId: payment._id, requestId: topUp.request_id },
      {
        onSuccess: (entry) =>
          setOutcome({
            done: true,
            text: m.sellerPaymentTopUpAdded({ amount: paiseText(entry.amount_paise), mobile: topUp.mobile }),
          }),
        onError: refused,
      },
    );
  }

  function notMine() {
    if (!asking) return;
    setOutcome(null);
    dismiss.mutate(asking._id, {
      onSuccess: () => setOutcome({ done: true, text: m.sellerPaymentDismissed() }),
      onError: refused,
      onSettled: () => setAsking(null),
    });
  }

  const payments = list.data?.payments ?? [];
  const awaited = list.data?.awaited ?? [];
  const awaitedTopUps = list.data?.awaited_topups ?? [];
  // A top-up's request ran out or not as of when the list was read: the page's words stay what it was told.
  const readAt = list.dataUpdatedAt;
  return (
    <div className="px-4 pt-5 pb-8">
      <h1 className="font-display text-3xl font-bold text-ink">{m.sellerPaymentsTitle()}</h1>
      <p className="mt-1 text-sm text-muted">{m.sellerPaymentsHint()}</p>
      <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-1">
        <button
          type="button"
          aria-disabled={list.isFetching}
          onClick={() => {
            if (!list.isFetching) void list.refetch();
          }}
          className="inline-flex min-h-11 items-center gap-2 rounded-xl border-2 border-primary bg-white px-3 text-sm font-semibold text-primary"
        >
          <RefreshCw className={`size-4 ${list.isFetching ? 'motion-safe:animate-spin' : ''}`} aria-hidden="true" />
          {list.isFetching ? m.sellerPaymentsRefreshing() : m.sellerPaymentsRefresh()}
        </button>
        <Link
          to={sellerPaths.bankSms}
          className="inline-flex min-h-11 items-center text-sm font-semibold text-primary-dark underline underline-offset-4"
        >
          {m.bankSmsLink()}
        </Link>
      </div>
      <div aria-live="polite">
        {outcome?.done ? (
          <p
            ref={outcomeRef}
            tabIndex={-1}
            role="status"
            className="mt-3 rounded-2xl bg-green-50 p-3 text-sm font-semibold text-green-800 outline-none"
          >
            {outcome.text}
          </p>
        ) : null}
      </div>
      {outcome && !outcome.done ? (
        <p
          ref={outcomeRef}
          tabIndex={-1}
          role="alert"
          className="mt-3 rounded-2xl bg-red-50 p-3 text-sm font-semibold text-red-800 outline-none"
        >
          <span className="block">{outcome.text}</span>
          <span className="mt-1 block font-normal">{m.sellerPaymentsRefreshed()}</span>
        </p>
      ) : null}

      <h2 className="mt-6 text-lg font-bold text-ink">{m.sellerPaymentsListHeading()}</h2>
      <div className="mt-2 space-y-3">
        {list.isPending ? <ListSkeleton /> : null}
        {list.isError ? (
          <p role="alert" className="text-sm text-red-700">
            {list.error.message}
          </p>
        ) : null}
        {list.data && payments.length === 0 ? <ListEmpty text={m.sellerPaymentsEmpty()} /> : null}
        {payments.map((payment) => (
          <PaymentCard
            key={payment._id}
            payment={payment}
            awaited={awaited}
            awaitedTopUps={awaitedTopUps}
            readAt={readAt}
            timeZone={timeZone}
            busy={busy}
            onAssign={(order) => assign(payment, order)}
            onAddToTopUp={(topUp) => addToTopUp(payment, topUp)}
            onNotMine={() => setAsking(payment)}
          />
        ))}
      </div>
      {list.data ? <AwaitedOrders awaited={awaited} timeZone={timeZone} /> : null}
      <AwaitedTopUps awaitedTopUps={awaitedTopUps} readAt={readAt} timeZone={timeZone} />
      {asking ? (
        <ConfirmDialog
          title={m.sellerPaymentNotMineTitle()}
          body={m.sellerPaymentNotMineBody()}
          cancelLabel={m.cancel()}
          confirmLabel={m.sellerPaymentNotMine()}
          danger
          busy={dismiss.isPending}
          onCancel={() => setAsking(null)}
          onConfirm={notMine}
        />
      ) : null}
    </div>
  );
}
