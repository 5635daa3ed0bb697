import { useEffect, useRef, useState } from 'react';
import type { Order } from '@rasoi/domain/api';
import { NEW_ORDER_SOUND_DELAY_MS } from '@rasoi/domain/constants';
import { playNewOrderChime, showNewOrderNotification } from './new-order-alert.ts';
import { listPosition, newOrderIds } from './order-summary.ts';

/**
 * Watches the seller's order list (the Preparing list, where every new order starts) for orders not
 * seen before and newer than the oldest seen (never on the first load, never for the older orders a
 * further page brings in) and, 3 s after they arrive, plays the chime, shows the browser notification
 * and raises the in-app alert (spec 4). Returns how many new orders the open alert is about (0: none)
 * and a way to dismiss it.
 */
export function useNewOrderWatch(orders: readonly Order[] | undefined) {
  const seen = useRef<Set<string> | null>(null);
  const oldest = useRef<string | null>(null);
  const timers = useRef<number[]>([]);
  const [newCount, setNewCount] = useState(0);

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
      playNewOrderChime();
      void showNewOrderNotification();
      setNewCount((count) => count + fresh.length);
    }, NEW_ORDER_SOUND_DELAY_MS);
    timers.current.push(timer);
  }, [orders]);

  // Timers outlive refetches (a quick second fetch must not cancel the alert), but not the seller area.
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => window.clearTimeout(timer));
  }, []);

  return { newCount, dismiss: () => setNewCount(0) };
}
