import { useId, useState } from 'react';
import { Link } from 'react-router';
import {
  Banknote,
  Bike,
  CheckCheck,
  ChevronDown,
  MapPin,
  Phone,
  PhoneCall,
  ReceiptText,
  TriangleAlert,
} from 'lucide-react';
import { orderHasBill } from '@rasoi/domain/bills';
import type { Order } from '@rasoi/domain/api';
import { lateLargeCancel } from '@rasoi/domain/cancel-order';
import { LATE_CANCEL_HOURS, PHONE_PREFIX } from '@rasoi/domain/constants';
import { isUndelivered, nextOrderStatus } from '@rasoi/domain/order-status';
import { sellerPaths } from '../../lib/paths.ts';
import { Button } from '../../ui/button.tsx';
import { DietNotes } from '../../ui/diet-notes.tsx';
import { DietClashNote } from './diet-clash-note.tsx';
import { StarRow } from '../../ui/star-row.tsx';
import { formatDateTimeUs, formatRupees, orderNumber } from '../../ui/format.ts';
import { useKitchenTimeZone } from '../../api/get-kitchen.ts';
import { CancelledNote } from '../../ui/cancelled-note.tsx';
import { CancelReasonSheet } from '../../ui/cancel-reason-sheet.tsx';
import { useAcknowledgeOrders } from './api/acknowledge-orders.ts';
import { useCancelSellerOrder } from './api/cancel-seller-order.ts';
import { useUpdateOrderStatus } from '../../api/update-order-status.ts';
import { orderAmount, orderPaymentMethod } from './order-summary.ts';
import { awaitsAcknowledgement } from './use-new-order-watch.ts';
import { m } from '@rasoi/domain/i18n/messages';
import { collectedLabel, PAYMENT_LABELS } from '../../ui/payment-label.ts';
import { ItemName } from '../../ui/item-name.tsx';
import { PlanMealBadge } from '../../ui/plan-meal-badge.tsx';
import { PrintOrderButtons } from '../../ui/print-order-buttons.tsx';

/** The address as the rider reads it: flat, tower, society (spec 2). */
function addressLine(order: Order): string {
  const address = order.address;
  if (!address) return '';
  return [address.flat_number, address.tower_number, address.society].filter(Boolean).join(', ');
}

/**
 * A customer's late cancel of a large order, marked on the seller's card (issue 30, docs/decisions/0074):
 * the plates it gave back close to the slot's cut-off. Nothing for any other order.
 */
function LateCancelMark({ order }: { order: Order }) {
  const plates = lateLargeCancel(order);
  if (plates === 0) return null;
  return (
    <span className="mt-1 inline-flex items-center gap-1 rounded-full bg-red-50 px-2 py-0.5 text-xs font-semibold text-red-700">
      <TriangleAlert className="size-3 shrink-0" aria-hidden="true" />
      {m.lateLargeCancel({ plates, hours: LATE_CANCEL_HOURS })}
    </span>
  );
}

function itemCount(order: Order): number {
  return [...(order.meals ?? []), ...(order.dishes ?? [])].reduce((sum, line) => sum + (line.quantity ?? 0), 0);
}

/**
 * One order on the seller's list (spec 2 'Seller orders'): the number, the time placed, the amount
 * (120 if missing) and the item count; expanded, the payment method in words (cash on delivery if missing) and whether the money
 * was collected, by cash or UPI, or the customer says they paid (issue 15, D53), the address as
 * flat, tower, society, the receiver's mobile with +91 as a call link, and the meals and dishes with
 * their quantities; an order the kitchen entered for a customer who phoned carries a 'Phone order'
 * badge (issue 14), a tiffin plan's meal a 'Tiffin plan' badge (issue 26, D92), and the customer's diet notes show as badges and plain text under the time, open or
 * closed (issue 15, D55); a rated order its stars, and opened its comment (issue 15, D56). The action
 * moves it on: 'Mark as ready' or 'Mark as delivered'. Opening a new order's
 * card by a tap acknowledges it, which stops the new-order alarm on every seller device (issue 14); a
 * card open by default does not, as nobody may be looking. 'Cancel order' asks the reason the customer
 * will read (issue 15, D54) while the order is undelivered; a cancelled card says who cancelled and why.
 * Opened, 'Print ticket' and 'Print labels' print the kitchen ticket and the box labels (issue 28, D111).
 */
export function SellerOrderCard({ order, defaultOpen = false }: { order: Order; defaultOpen?: boolean }) {
  const timeZone = useKitchenTimeZone();
  const [open, setOpen] = useState(defaultOpen);
  const detailsId = useId();
  const update = useUpdateOrderStatus();
  const cancel = useCancelSellerOrder();
  const [cancelling, setCancelling] = useState(false);
  const acknowledge = useAcknowledgeOrders();
  const next = nextOrderStatus(order.status);
  const mobile = order.address?.reciever_mobile;
  const count = itemCount(order);

  return (
    <li className="overflow-hidden rounded-3xl bg-white shadow-[0_4px_14px_-6px_rgba(124,45,18,0.2)] ring-1 ring-line/70">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={detailsId}
        onClick={() => {
          if (!open && awaitsAcknowledgement(order) && !acknowledge.isPending) acknowledge.mutate([order._id]);
          setOpen(!open);
        }}
        className="flex w-full items-center gap-3 p-4 text-left"
      >
        <span className="grid size-11 shrink-0 place-items-center rounded-2xl bg-primary-soft text-sm font-bold text-primary-dark">
          {orderNumber(order._id)}
        </span>
        <span className="min-w-0 flex-1">
          <span className="block font-semibold text-ink">
            {count === 1 ? m.oneItem() : m.itemsCount({ count })} · {formatRupees(orderAmount(order))}
          </span>
          <span className="block text-sm break-words text-muted">{formatDateTimeUs(order.createdAt, timeZone)}</span>
          {order.rating ? (
            // The customer's rating once given (issue 15, D56); the comment shows when the card opens.
            <span className="mt-1 block">
              <StarRow stars={order.rating.stars} size="size-3.5" />
            </span>
          ) : null}
          {order.placed_by === 'kitchen' ? (
            <span className="mt-1 inline-flex items-center gap-1 rounded-full bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-700">
              <PhoneCall className="size-3" aria-hidden="true" />
              {m.phoneOrderBadge()}
            </span>
          ) : null}
          <PlanMealBadge order={order} className="mt-1" />
          <LateCancelMark order={order} />
          <DietNotes diet={order.diet} className="mt-1.5" />
          <DietClashNote order={order} />
        </span>
        <ChevronDown
          className={`size-5 shrink-0 text-muted transition-transform ${open ? 'rotate-180' : ''}`}
          aria-hidden="true"
        />
      </button>

      <div id={detailsId} hidden={!open} className="border-t border-dashed border-line px-4 pt-3 pb-1">
        <CancelledNote order={order} viewer="seller" className="mb-3" />
        <ul className="space-y-1.5">
          {(order.meals ?? []).map((line, index) => (
            <li key={`meal-${line.meal?._id ?? index}`} className="flex justify-between gap-3 text-sm">
              {line.meal ? (
                <ItemName item={line.meal} className="font-medium text-ink" />
              ) : (
                <span className="font-medium text-ink">{m.thali()}</span>
              )}
              <span className="text-muted tabular-nums">× {line.quantity}</span>
            </li>
          ))}
          {(order.dishes ?? []).map((line, index) => (
            <li key={`dish-${line.dish?._id ?? index}`} className="flex justify-between gap-3 text-sm">
              {line.dish ? (
                <ItemName item={line.dish} className="text-ink" />
              ) : (
                <span className="text-ink">{m.dish()}</span>
              )}
              <span className="text-muted tabular-nums">× {line.quantity}</span>
            </li>
          ))}
        </ul>
        {order.rating?.comment ? (
          <p className="mt-3 rounded-2xl bg-amber-50 p-3 text-sm text-ink">
            <span className="sr-only">{m.reviewCustomerComment()}: </span>
            {order.rating.comment}
          </p>
        ) : null}
        <dl className="mt-3 space-y-2 rounded-2xl bg-cream p-3 text-sm">
          <div className="flex items-start gap-2">
            <dt className="sr-only">{m.payment()}</dt>
            <Banknote className="mt-0.5 size-4 shrink-0 text-muted" aria-hidden="true" />
            <dd className="text-ink">
              <span className="font-semibold">{formatRupees(orderAmount(order))}</span> ·{' '}
              {PAYMENT_LABELS[orderPaymentMethod(order)]()}
              {/* A plan meal's payment label already says it was paid from the account (D92). */}
              {order.collected_by === 'account' ? null : (
                <>
                  {' · '}
                  <span className={order.collected_by ? 'font-semibold text-veg' : 'text-muted'}>
                    {collectedLabel(order)}
                  </span>
                </>
              )}
              {order.paid_claimed_at && !order.collected_by ? (
                <span className="ml-1 rounded-full bg-green-50 px-2 py-0.5 text-xs font-semibold text-veg">
                  {m.customerSaysPaid()}
                </span>
              ) : null}
            </dd>
          </div>
          {addressLine(order) ? (
            <div className="flex items-start gap-2">
              <dt className="sr-only">{m.address()}</dt>
              <MapPin className="mt-0.5 size-4 shrink-0 text-muted" aria-hidden="true" />
              <dd className="text-ink">{addressLine(order)}</dd>
            </div>
          ) : null}
          {mobile ? (
            <div className="flex items-start gap-2">
              <dt className="sr-only">{m.receiver()}</dt>
              <Phone className="mt-0.5 size-4 shrink-0 text-muted" aria-hidden="true" />
              <dd>
                <a
                  href={`tel:${PHONE_PREFIX}${mobile}`}
                  className="font-semibold text-primary underline-offset-4 hover:underline"
                >
                  {PHONE_PREFIX} {mobile}
                </a>
              </dd>
            </div>
          ) : null}
        </dl>
        {/* The kitchen ticket and box labels (issue 28, D111), for an order the kitchen still cooks or packs. */}
        {order.status === 'Cancelled' ? null : <PrintOrderButtons orderId={order._id} className="mt-3 mb-2" />}
      </div>

      {orderHasBill(order) ? (
        <div className="px-4 pt-1 pb-3">
          <Link
            to={sellerPaths.orderBill(order._id)}
            aria-label={m.billOpenOf({ number: orderNumber(order._id) })}
            className="inline-flex min-h-11 items-center gap-2 px-1 text-sm font-semibold text-primary underline-offset-4 hover:underline"
          >
            <ReceiptText className="size-4" aria-hidden="true" />
            {m.billOpen()}
          </Link>
        </div>
      ) : null}
      {next === 'Out For Delivery' || next === 'Delivered' ? (
        <div className="px-4 pt-2 pb-4">
          <Button
            block
            variant={next === 'Delivered' ? 'tertiary' : 'default'}
            disabled={update.isPending}
            onClick={() => update.mutate({ orderId: order._id, status: next })}
            className="flex items-center justify-center gap-2"
          >
            {next === 'Delivered' ? (
              <CheckCheck className="size-5" aria-hidden="true" />
            ) : (
              <Bike className="size-5" aria-hidden="true" />
            )}
            {next === 'Delivered' ? m.markAsDelivered() : m.markAsReady()}
          </Button>
        </div>
      ) : null}
      {isUndelivered(order.status) ? (
        <div className="px-4 pb-3 text-center">
          <button
            type="button"
            onClick={() => setCancelling(true)}
            className="min-h-11 px-3 text-sm font-semibold text-red-700 underline-offset-4 hover:underline"
          >
            {m.cancelOrder()}
          </button>
        </div>
      ) : null}
      {cancelling ? (
        <CancelReasonSheet
          required
          hint={m.cancelOrderReasonHint()}
          pending={cancel.isPending}
          onClose={() => setCancelling(false)}
          onConfirm={(reason) =>
            cancel.mutate(
              { orderId: order._id, reason },
              // The toasts are the hook's: this card may be gone by then (the order left its list).
              { onSuccess: () => setCancelling(false) },
            )
          }
        />
      ) : null}
    </li>
  );
}
