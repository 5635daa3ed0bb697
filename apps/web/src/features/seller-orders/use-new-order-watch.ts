import { useEffect, useMemo, useRef, useState } from 'react';
import type { Order } from '@rasoi/domain/api';
import { NEW_ORDER_REPEAT_MS, NEW_ORDER_SOUND_DELAY_MS } from '@rasoi/domain/constants';
import { playNewOrderChime, showNewOrderNotification, vibrateForNewOrder } from './new-order-alert.ts';
import { listPosition, newOrderIds } from './order-summary.ts';

/** Whether an order still rings the seller's alarm: a Preparing order no seller device has acknowledged. */
export function awaitsAcknowledgement(order: Pick<Order, 'status' | 'acknowledged_at'>): boolean {
  // An order from a live event stored before the field existed has none: it counts as not acknowledged.
  return order.status === 'Preparing' && !order.acknowledged_at;
}

/**
 * The seller's new-order alarm (spec 4; issue 'The kitchen's day'). Watches the seller's Preparing list
 * (where every new order starts; its loaded pages) and:
 * - for orders not seen before and newer than the oldest seen (never on the first load, never for the
 *   older orders a further page brings in), 3 s after they arrive, plays the chime, buzzes, shows the
 *   browser notification and raises the in-app alert;
 * - while any order in the list awaits acknowledgement, rings again (chime, buzz) every
 *   NEW_ORDER_REPEAT_MS, also after a reload, until none does. An acknowledgement from this device or
 *   another (a live `order.updated` that puts the acknowledged order into the list) stops it at once and
 *   closes the alert. The repeats do not raise the modal alert again (the layout's waiting-orders banner
 *   says what rings without blocking the page the seller is working in).
 * Returns the orders awaiting acknowledgement, whether the alert is up, and `dismiss` ('Later': the
 * alert closes, the alarm rings on).
 */
export function useNewOrderWatch(orders: readonly Order[] | undefined) {
  const seen = useRef<Set<string> | null>(null);
  const oldest = useRef<string | null>(null);
  const timers = useRef<number[]>([]);
  const [alerting, setAlerting] = useState(false);
  const waiting = useMemo(() => (orders ?? []).filter(awaitsAcknowledgement), [orders]);
  const ringing = waiting.length > 0;
  // Read by the first ring's timer, which may fire after an acknowledgement has arrived.
  const ringingNow = useRef(ringing);

  useEffect(() => {
    ringingNow.current = ringing;
  }, [ringing]);

  useEffect(() => {
    if (!orders) return;
    const first = !seen.current;
    const fresh = seen.current ? newOrderIds(seen.current, oldest.current, orders) : [];
    seen.current ??= new Set();
    for (const order of orders) {
      seen.current.add(order._id);
      const position = listPosition(order);
      if (oldest.current === null || position < oldest.current) oldest.current = position;
    }
    if (first || fresh.length === 0) return;
    const timer = window.setTimeout(() => {
      if (!ringingNow.current) return;
      playNewOrderChime();
      vibrateForNewOrder();
      void showNewOrderNotification();
      setAlerting(true);
    }, NEW_ORDER_SOUND_DELAY_MS);
    timers.current.push(timer);
  }, [orders]);

  // One interval for as long as anything waits: a refetch or another new order does not restart it.
  useEffect(() => {
    if (!ringing) return;
    const interval = window.setInterval(() => {
      playNewOrderChime();
      vibrateForNewOrder();
    }, NEW_ORDER_REPEAT_MS);
    return () => {
      window.clearInterval(interval);
      // Nothing waits any more: the next new order raises the alert afresh, after its 3 s.
      setAlerting(false);
    };
  }, [ringing]);

  // Timers outlive refetches (a quick second fetch must not cancel the alert), but not the seller area.
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => window.clearTimeout(timer));
  }, []);

  return { waiting, alertOpen: alerting && ringing, dismiss: () => setAlerting(false) };
}
