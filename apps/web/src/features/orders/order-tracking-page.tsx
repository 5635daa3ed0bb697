import { useDeferredValue, useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { Check, Clock, MapPin, ReceiptText } from 'lucide-react';
import { orderHasBill } from '@rasoi/domain/bills';
import type { Order } from '@rasoi/domain/api';
import { ETA_TICK_MS } from '@rasoi/domain/constants';
import { minutesLeft } from '@rasoi/domain/eta';
import { m } from '@rasoi/domain/i18n/messages';
import { isUndelivered, orderStatusLabel, TRACKING_STEPS, trackingStepStates } from '@rasoi/domain/order-status';
import { paths } from '../../lib/paths.ts';
import { formatDateTimeGb, formatRupees, orderNumber } from '../../ui/format.ts';
import { useKitchenTimeZone } from '../../api/get-kitchen.ts';
import { AddressLines } from '../../ui/address-card.tsx';
import { LoginPrompt } from '../../ui/login-prompt.tsx';
import { useAuth } from '../../lib/session-store.ts';
import { useOrder } from '../../api/get-order.ts';
import { storedBill } from '@rasoi/domain/bill';
import { BillDetails } from '../../ui/bill-details.tsx';
import { DietNotes } from '../../ui/diet-notes.tsx';
import { orderLines } from './order-view.ts';
import { CancelledNote } from '../../ui/cancelled-note.tsx';
import { CustomerCancel } from './customer-cancel.tsx';
import { useDeliveryWindow } from '../../api/use-delivery-window.ts';
import { PAYMENT_LABELS } from '../../ui/payment-label.ts';
import { UpiPayPanel } from '../../ui/upi-pay-panel.tsx';
import { OnlinePaymentPanel } from '../../ui/online-payment-panel.tsx';
import { OrderAgainButton } from './order-again-button.tsx';
import { RateMeal } from './rate-meal.tsx';
import { ORDER_STATUS_TONES } from '../../ui/order-status-tone.ts';

/** The clock, moved on every 60 s so the ETA recomputes (spec 9). */
function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), ETA_TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** 'Arriving in {n} mins' from the order's start plus its total minutes, floored at 0 (spec 9). */
function Eta({ order }: { order: Order | undefined }) {
  const now = useMinuteClock();
  let text: string = m.calculating();
  if (order) {
    const started = Date.parse(order.createdAt);
    if (!Number.isNaN(started))
      text = m.minutesCount({ count: minutesLeft(started, now, order.total_time || undefined) });
  }
  return (
    <div className="flex items-center gap-3 rounded-3xl bg-primary p-5 text-white shadow-lg shadow-primary/25">
      <span className="grid size-12 place-items-center rounded-2xl bg-white/15" aria-hidden="true">
        <Clock className="size-6" />
      </span>
      <div>
        <p className="text-sm text-orange-50">{m.arrivingIn()}</p>
        <p className="text-2xl font-bold tabular-nums" aria-live="polite">
          {text}
        </p>
      </div>
    </div>
  );
}

/**
 * An order for a meal slot (issue 14, D47): its delivery window ('Delivery 12:30–14:00 today') in place
 * of the minutes ETA, under the slot's name ("Today's lunch").
 */
function SlotWindow({ slot }: { slot: NonNullable<Order['slot']> }) {
  const words = useDeliveryWindow(slot);
  return (
    <div className="flex items-center gap-3 rounded-3xl bg-primary p-5 text-white shadow-lg shadow-primary/25">
      <span className="grid size-12 shrink-0 place-items-center rounded-2xl bg-white/15" aria-hidden="true">
        <Clock className="size-6" />
      </span>
      <div>
        <p className="text-sm text-orange-50">{words?.title}</p>
        <p className="text-xl font-bold tabular-nums">{words?.window}</p>
      </div>
    </div>
  );
}

/** The three steps (spec 2): done shows a tick, the current one is highlighted, the rest wait. */
function TrackingSteps({ order }: { order: Order }) {
  const states = trackingStepStates(order.status);
  return (
    <ol aria-label={m.orderProgress()} className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-line">
      {TRACKING_STEPS.map((step, index) => {
        const state = states[index];
        const last = index === TRACKING_STEPS.length - 1;
        return (
          <li
            key={index}
            aria-current={state === 'current' ? 'step' : undefined}
            className="relative flex gap-4 pb-6 last:pb-0"
          >
            {!last ? (
              <span
                aria-hidden="true"
                className={`absolute top-11 left-[21px] h-[calc(100%-2.75rem)] w-0.5 ${state === 'done' ? 'bg-veg' : 'bg-line'}`}
              />
            ) : null}
            <span
              aria-hidden="true"
              className={`relative grid size-11 shrink-0 place-items-center rounded-full ${
                state === 'done'
                  ? 'bg-veg text-white'
                  : state === 'current'
                    ? 'bg-primary-soft ring-4 ring-primary/30'
                    : 'bg-cream ring-1 ring-line'
              }`}
            >
              {state === 'done' ? (
                <Check className="size-5" strokeWidth={3} />
              ) : (
                <span
                  className={`size-5 animate-spin rounded-full border-[3px] ${
                    state === 'current' ? 'border-primary/25 border-t-primary' : 'border-line border-t-muted/60'
                  }`}
                />
              )}
            </span>
            <div className="pt-2.5">
              <p
                className={`font-semibold ${state === 'pending' ? 'text-muted' : state === 'current' ? 'text-primary-dark' : 'text-ink'}`}
              >
                {state === 'done' ? step.doneLabel() : step.label()}
              </p>
              <p className="sr-only">
                {state === 'done' ? m.done() : state === 'current' ? m.inProgress() : m.waiting()}
              </p>
            </div>
          </li>
        );
      })}
    </ol>
  );
}

/**
 * Order tracking (spec 2 'Order tracking', spec 9): the three steps, the ETA (for an order in a meal
 * slot its delivery window, issue 14), 'Cancel order' while the customer may, and for a cancelled order
 * who cancelled it and why in place of the steps (issue 15, D54), the order's own bill
 * (docs/decisions/p02), the date (en-GB), the delivery address and the order number; for a UPI order
 * the link and QR to pay the kitchen and 'I have paid' (issue 15, D53). Once delivered: 'Rate your meal'
 * or the rating given (D56); a past order: 'Order again' (D57).
 */
export function OrderTrackingPage() {
  const timeZone = useKitchenTimeZone();
  const { orderId = '' } = useParams();
  const token = useAuth((state) => state.token);
  const query = useOrder(orderId, Boolean(token) && orderId !== '');
  const { isError, error } = query;
  // The page renders in a transition, in slices, once its order arrives (issue 6).
  const order = useDeferredValue(query.data);

  if (!token) {
    return (
      <section className="px-4 pt-4 pb-8">
        <h1 className="text-2xl font-bold text-ink">{m.yourOrder()}</h1>
        <LoginPrompt message={m.logInToFollowYour()} />
      </section>
    );
  }
  if (isError) {
    return (
      <section className="px-4 pt-4 pb-8">
        <h1 className="text-2xl font-bold text-ink">{m.yourOrder()}</h1>
        <div className="mt-6 rounded-3xl bg-white p-6 text-center ring-1 ring-line">
          <p className="text-ink">{error.message}</p>
          <Link to={paths.profileOrders} className="mt-4 inline-flex min-h-11 items-center font-semibold text-primary">
            {m.backToMyOrders()}
          </Link>
        </div>
      </section>
    );
  }

  return (
    <section className="space-y-5 px-4 pt-4 pb-8">
      <div className="flex items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-ink">
            {order ? m.orderWithNumber({ number: orderNumber(order._id) }) : m.order()}
          </h1>
          {order ? (
            <p className="mt-0.5 text-sm text-muted">
              {m.placedOnDate({ date: formatDateTimeGb(order.createdAt, timeZone) })}
            </p>
          ) : null}
        </div>
        {order ? (
          <span
            className={`mt-1 shrink-0 rounded-full px-3 py-1 text-xs font-semibold ${ORDER_STATUS_TONES[order.status]}`}
          >
            {orderStatusLabel(order.status)}
          </span>
        ) : null}
      </div>

      {order?.slot && isUndelivered(order.status) ? (
        <SlotWindow slot={order.slot} />
      ) : !order || isUndelivered(order.status) ? (
        <Eta order={order} />
      ) : null}

      {order ? (
        <>
          {order.status === 'Cancelled' ? (
            <section className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-line">
              <p className="mb-3 text-sm text-muted">{m.cancelledOrderNote()}</p>
              <CancelledNote order={order} viewer="customer" />
            </section>
          ) : (
            <>
              <TrackingSteps order={order} />
              <CustomerCancel order={order} />
            </>
          )}

          <UpiPayPanel order={order} />
          <OnlinePaymentPanel order={order} />
          <RateMeal order={order} />

          <section aria-labelledby="order-items" className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-line">
            <h2 id="order-items" className="mb-2 text-base font-bold text-ink">
              {m.itemsHeading()}
            </h2>
            <ul className="space-y-1.5">
              {orderLines(order).map((line) => (
                <li key={line.key} className="flex justify-between gap-3 text-sm">
                  <span lang={line.nameLang} className="text-ink">
                    {line.name}
                  </span>
                  <span className="text-muted">× {line.quantity}</span>
                </li>
              ))}
            </ul>
            <DietNotes diet={order.diet} className="mt-3" />
            <p className="mt-3 border-t border-dashed border-line pt-3 text-sm text-muted">
              {m.payment()}: <span className="font-medium text-ink">{PAYMENT_LABELS[order.payment_method]()}</span>
            </p>
          </section>

          <BillDetails itemLabel={m.mealValue()} totalLabel={m.total()} bill={storedBill(order)} />
          {/* The numbered bill once the order is delivered or paid online (D107). */}
          {orderHasBill(order) ? (
            <Link
              to={paths.orderBill(order._id)}
              className="flex min-h-11 items-center justify-center gap-2 rounded-xl border border-primary px-3 font-semibold text-primary"
            >
              <ReceiptText className="size-5" aria-hidden="true" />
              {m.billOpen()}
            </Link>
          ) : null}

          <section aria-labelledby="delivery-address" className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-line">
            <h2 id="delivery-address" className="mb-2 flex items-center gap-2 text-base font-bold text-ink">
              <MapPin className="size-4 text-primary" aria-hidden="true" /> {m.deliveryAddress()}
            </h2>
            <AddressLines address={order.address} />
          </section>

          {isUndelivered(order.status) ? null : <OrderAgainButton order={order} />}

          <p className="text-center text-xs text-muted">
            {m.orderWithNumber({ number: orderNumber(order._id) })} · {formatRupees(order.amount)}
          </p>
        </>
      ) : (
        <div className="space-y-3" aria-label={m.loadingOrder()}>
          <div className="h-48 animate-pulse rounded-3xl bg-white ring-1 ring-line" />
          <div className="h-40 animate-pulse rounded-3xl bg-white ring-1 ring-line" />
        </div>
      )}
    </section>
  );
}
