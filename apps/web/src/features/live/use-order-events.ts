import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useAuth } from '../../lib/session-store.ts';
import { whenIdle } from '../../lib/when-idle.ts';
import type { LiveScope } from './order-event-cache.ts';

/**
 * Live order updates for a logged-in caller (issue 5; spec 4 'Seller orders refetch'): keeps the order
 * event stream open while there is a token and writes each event into the query caches, so the seller's
 * orders and dashboard, the tracking page, My Orders and the home strip change within a second, without
 * polling. Mount once: in the root layout for customers ('customer'), in the seller layout ('seller').
 * `enabled` false keeps it closed (the seller area without a seller session). Closes on logout and unmount; reconnects with backoff (start-order-events.ts). Opens once the page is
 * idle after its first load (issue 6); on connecting it refetches what the stream feeds, so nothing
 * that changed before is missed.
 */
export function useOrderEvents(scope: LiveScope, enabled = true): void {
  const token = useAuth((state) => state.token);
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!token || !enabled || typeof EventSource === 'undefined') return;
    let closed = false;
    let close = () => {};
    const cancelStart = whenIdle(() => {
      // Its own chunk: no page needs the stream to show.
      void import('./start-order-events.ts').then(({ startOrderEvents }) => {
        if (!closed) close = startOrderEvents(queryClient, scope);
      });
    });
    return () => {
      closed = true;
      cancelStart();
      close();
    };
  }, [token, enabled, scope, queryClient]);
}
