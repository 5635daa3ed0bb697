import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useAuth } from '../auth/auth-store.ts';
import { createEventTicket } from './api/create-event-ticket.ts';
import { applyOrderEvent, refetchLiveQueries, type LiveScope } from './order-event-cache.ts';
import { openOrderEventStream } from './order-event-stream.ts';

/**
 * Live order updates for a logged-in caller (issue 5; spec 4 'Seller orders refetch'): keeps the order
 * event stream open while there is a token and writes each event into the query caches, so the seller's
 * orders and dashboard, the tracking page, My Orders and the home strip change within a second, without
 * polling. Mount once: in the root layout for customers ('customer'), in the seller layout ('seller').
 * Closes on logout and unmount; reconnects with backoff, at once when the device comes back online.
 */
export function useOrderEvents(scope: LiveScope): void {
  const token = useAuth((state) => state.token);
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!token || typeof EventSource === 'undefined') return;
    const stream = openOrderEventStream({
      getTicket: async () => (await createEventTicket()).ticket,
      onEvent: (event) => applyOrderEvent(queryClient, scope, event),
      onConnect: () => refetchLiveQueries(queryClient, scope),
    });
    const onOnline = () => stream.reconnectNow();
    window.addEventListener('online', onOnline);
    return () => {
      window.removeEventListener('online', onOnline);
      stream.close();
    };
  }, [token, scope, queryClient]);
}
