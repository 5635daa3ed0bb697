import type { QueryClient } from '@tanstack/react-query';
import { createEventTicket } from './api/create-event-ticket.ts';
import { applyOrderEvent, refetchLiveQueries, type LiveScope } from './order-event-cache.ts';
import { openOrderEventStream } from './order-event-stream.ts';

/**
 * Opens the order event stream for `scope` and writes each event into the query caches; on connecting
 * it refetches what the stream feeds, so nothing that changed while it was closed is missed. Reconnects
 * at once when the device comes back online. Returns the function that closes it (issue 5).
 */
export function startOrderEvents(queryClient: QueryClient, scope: LiveScope): () => void {
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
}
