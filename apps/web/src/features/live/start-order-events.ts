import type { QueryClient } from '@tanstack/react-query';
import { accountKeys, kitchenKeys, slotsKeys } from '../../api/query-keys.ts';
import { createEventTicket } from './api/create-event-ticket.ts';
import { applyOrderEvent, refetchLiveQueries, type LiveScope } from './order-event-cache.ts';
import { openOrderEventStream } from './order-event-stream.ts';

/**
 * Opens the order event stream for `scope` and writes each event into the query caches; on connecting
 * it refetches what the stream feeds, so nothing that changed while it was closed is missed. Reconnects
 * at once when the device comes back online. A `kitchen.changed` notice refetches the kitchen (issue 13)
 * and its meal slots (issue 14: the seller changed the plan or a day's slot), an `account.changed` notice the
 * caller's household account (issue 27, D99). Returns the function that closes it (issue 5).
 */
export function startOrderEvents(queryClient: QueryClient, scope: LiveScope): () => void {
  const stream = openOrderEventStream({
    getTicket: async () => (await createEventTicket()).ticket,
    onEvent: (event) => applyOrderEvent(queryClient, scope, event),
    onConnect: () => refetchLiveQueries(queryClient, scope),
    // The seller changed the kitchen (issue 13) or its slots (issue 14): the name, contact, delivery area
    // and the slots' plates and states follow at once.
    onKitchenChanged: () => {
      void queryClient.invalidateQueries({ queryKey: kitchenKeys.all });
      void queryClient.invalidateQueries({ queryKey: slotsKeys.all });
    },
    // A top-up was paid (issue 27, D99): the account page's balance, entries and statement follow.
    onAccountChanged: () => void queryClient.invalidateQueries({ queryKey: accountKeys.all }),
  });
  const onOnline = () => stream.reconnectNow();
  window.addEventListener('online', onOnline);
  return () => {
    window.removeEventListener('online', onOnline);
    stream.close();
  };
}
