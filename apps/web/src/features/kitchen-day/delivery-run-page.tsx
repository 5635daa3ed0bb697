import { Bike, CheckCheck, Phone } from 'lucide-react';
import type { Order } from '@rasoi/domain/api';
import { PHONE_PREFIX } from '@rasoi/domain/constants';
import { m } from '@rasoi/domain/i18n/messages';
import { nextOrderStatus, orderStatusLabel } from '@rasoi/domain/order-status';
import type { DeliveryRunData, RunSociety } from '@rasoi/domain/seller';
import { Button } from '../../ui/button.tsx';
import { DietNotes } from '../../ui/diet-notes.tsx';
import { formatRupees, orderNumber } from '../../ui/format.ts';
import { LoadingDots } from '../../ui/loading-dots.tsx';
import { RichMessage } from '../../ui/rich-message.tsx';
import { useDeliveryRun } from './api/get-delivery-run.ts';
import { useMoveRunOrder } from './api/move-run-order.ts';
import { useWaitingChange } from '../../api/kitchen-changes.ts';
import { OfflineAge } from '../../ui/offline-age.tsx';
import { KitchenDayPicker } from './kitchen-day-picker.tsx';
import { scopeTitle } from './kitchen-day-words.ts';
import { useKitchenDay } from './use-kitchen-day.ts';
import { CollectButtons } from '../../ui/collect-buttons.tsx';
import { PAYMENT_LABELS } from '../../ui/payment-label.ts';
import { ItemName } from '../../ui/item-name.tsx';
import { PlanMealBadge } from '../../ui/plan-meal-badge.tsx';
import { ORDER_STATUS_TONES } from '../../ui/order-status-tone.ts';

/** The move button: what it does next, 'Out for delivery' then 'Delivered' (docs/decisions/p09). */
function MoveButton({ order }: { order: Order }) {
  const move = useMoveRunOrder();
  // A move made offline shows as made; its button waits for the next step until it is sent (D115).
  const waiting = useWaitingChange(order._id, 'status');
  const next = nextOrderStatus(waiting?.status ?? order.status);
  if (waiting) {
    return (
      <p
        role="status"
        className="flex min-h-14 items-center justify-center rounded-xl bg-amber-50 font-semibold text-amber-800"
      >
        {orderStatusLabel(waiting.status)} · {m.waitingToSend()}
      </p>
    );
  }
  if (next !== 'Out For Delivery' && next !== 'Delivered') return null;
  const delivering = next === 'Delivered';
  return (
    <Button
      block
      variant={delivering ? 'default' : 'tertiary'}
      disabled={move.isPending}
      onClick={() => move.mutate({ orderId: order._id, status: next })}
      className="flex min-h-14 items-center justify-center gap-2 text-base"
    >
      {delivering ? (
        <CheckCheck className="size-6" aria-hidden="true" />
      ) : (
        <Bike className="size-6" aria-hidden="true" />
      )}
      {delivering ? m.runMoveDelivered() : m.runMoveOut()}
    </Button>
  );
}

/**
 * What the stop's money line says: to collect, collected, or paid from the tiffin account for a plan
 * meal (issue 26, D92), charged when it was made, so nobody asks the household for it at the door.
 */
function moneyWords(order: Order): string {
  if (order.collected_by === 'account') return m.paidFromAccount();
  return order.collected_by === null ? m.runToCollect() : m.runCollectedStop();
}

/**
 * One stop of the run: the flat, who receives it, what to hand over, whether it is a tiffin plan's meal
 * (issue 26, D92) and the diet notes it was cooked to (issue 15, D55), what to collect and how it is paid
 * (for UPI, its QR; then how it was collected: issue 15, D53; a plan meal was paid from its account), and
 * the next step.
 */
function RunOrder({ order }: { order: Order }) {
  const { address } = order;
  const flat = m.runFlat({ flat: address.flat_number });
  const name = address.reciever_name;
  const fromAccount = order.collected_by === 'account';
  return (
    <li aria-label={`${flat}, ${name}`} className="rounded-3xl bg-white p-4 ring-1 ring-line/70">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-xl font-bold text-ink">{flat}</p>
          <p className="text-sm break-words text-muted">
            {name} · {orderNumber(order._id)}
          </p>
          {/* A plan meal's money line says it was paid from the account: not twice. */}
          {fromAccount ? null : (
            <p className="text-xs font-semibold text-muted">{PAYMENT_LABELS[order.payment_method]()}</p>
          )}
        </div>
        {/* Its status as every status is shown (Preparing or Out For Delivery on a run): on its way stands out. */}
        <span className={`shrink-0 rounded-full px-2.5 py-1 text-xs font-semibold ${ORDER_STATUS_TONES[order.status]}`}>
          {orderStatusLabel(order.status)}
        </span>
      </div>
      <ul className="mt-3 space-y-1">
        {order.meals.map((line) => (
          <li key={`meal-${line.meal._id}`} className="flex justify-between gap-3 font-medium text-ink">
            <ItemName item={line.meal} />
            <span className="tabular-nums">× {line.quantity}</span>
          </li>
        ))}
        {order.dishes.map((line) => (
          <li key={`dish-${line.dish._id}`} className="flex justify-between gap-3 text-ink">
            <ItemName item={line.dish} />
            <span className="tabular-nums">× {line.quantity}</span>
          </li>
        ))}
      </ul>
      <PlanMealBadge order={order} className="mt-2" />
      <DietNotes diet={order.diet} className="mt-2" />
      {/* Once the seller records the money (D53) the stop says so, and the run's totals leave it out. */}
      <div className="mt-3 flex items-center justify-between gap-3 rounded-2xl bg-cream px-3 py-2">
        <span className={`text-sm font-semibold ${fromAccount ? 'text-violet-700' : 'text-muted'}`}>
          {moneyWords(order)}
        </span>
        <span className={`text-2xl font-bold tabular-nums ${order.collected_by === null ? 'text-veg' : 'text-muted'}`}>
          {formatRupees(order.amount)}
        </span>
      </div>
      <CollectButtons order={order} />
      <div className="mt-3 grid grid-cols-2 gap-2">
        <a
          href={`tel:${PHONE_PREFIX}${address.reciever_mobile}`}
          className="flex min-h-14 min-w-0 items-center justify-center gap-2 rounded-xl border-2 border-primary bg-white px-3 text-center font-semibold text-primary"
        >
          <Phone className="size-5 shrink-0" aria-hidden="true" />
          <span className="min-w-0 break-words">{m.runCall({ name: name.split(' ')[0] || name })}</span>
        </a>
        <MoveButton order={order} />
      </div>
    </li>
  );
}

function Society({ society }: { society: RunSociety }) {
  const name = society.society || m.runNoSociety();
  return (
    <section aria-label={name} className="mt-6">
      <div className="flex items-baseline justify-between gap-3 border-b-2 border-line pb-1">
        <h2 className="text-xl font-bold text-ink">{name}</h2>
        <p className="text-sm text-muted">
          <RichMessage
            message={m.runToCollectAmount}
            parts={{
              amount: (
                <span className="text-lg font-bold text-ink tabular-nums">{formatRupees(society.to_collect)}</span>
              ),
            }}
          />
        </p>
      </div>
      {society.towers.map((tower) => (
        <div key={tower.tower} className="mt-3">
          <h3 className="text-sm font-bold tracking-wide text-primary-dark uppercase">
            {tower.tower || m.runNoTower()}
          </h3>
          <ul className="mt-2 space-y-3">
            {tower.orders.map((order) => (
              <RunOrder key={order._id} order={order} />
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}

function Run({ run }: { run: DeliveryRunData }) {
  return (
    <>
      <div className="mt-4 rounded-3xl bg-gradient-to-br from-primary to-primary-dark p-4 text-white shadow-lg">
        <p className="text-sm font-semibold text-orange-50">{m.runTotalToCollect()}</p>
        <p className="text-4xl font-bold tabular-nums">{formatRupees(run.to_collect)}</p>
        <p className="mt-1 text-sm text-orange-50">
          {m.runOrdersLeft({ count: run.orders })}
          {run.delivered.orders > 0
            ? ` · ${m.runDelivered({
                count: run.delivered.orders,
                amount: formatRupees(run.delivered.collected),
              })}`
            : null}
        </p>
      </div>
      {run.orders === 0 ? (
        <p className="mt-6 rounded-3xl border-2 border-dashed border-line p-8 text-center font-medium text-muted">
          {m.deliveryRunEmpty()}
        </p>
      ) : (
        run.societies.map((society) => <Society key={society.society} society={society} />)
      )}
    </>
  );
}

/**
 * The delivery run (issue 14): the chosen day's or slot's orders still to deliver, by society, tower and
 * flat, each with who receives it (a `tel:` call link), what to hand over, the cash to collect and one big
 * button for its next step ('Out for delivery', then 'Delivered': PATCH /order/:id); a delivered order
 * leaves the list and counts in the delivered line. Totals to collect per society and for the run.
 */
export function DeliveryRunPage() {
  const day = useKitchenDay();
  const run = useDeliveryRun(day.date, day.slotId);
  return (
    <div className="px-4 pt-5">
      <h1 className="font-display text-3xl font-bold text-ink">{m.deliveryRun()}</h1>
      {run.data ? <p className="font-medium text-muted">{scopeTitle(run.data, day.today, day.timeZone)}</p> : null}
      <OfflineAge updatedAt={run.dataUpdatedAt} />
      <div className="mt-4">
        <KitchenDayPicker day={day} />
      </div>
      {run.data ? (
        <Run run={run.data} />
      ) : run.isError ? (
        <p role="alert" className="mt-6 text-center text-muted">
          {run.error.message || m.deliveryRunError()}
        </p>
      ) : (
        <LoadingDots />
      )}
    </div>
  );
}
