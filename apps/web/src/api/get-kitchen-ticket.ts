import { queryOptions } from '@tanstack/react-query';
import type { KitchenTicket } from '@rasoi/domain/kitchen-ticket';
import { callApi } from './client.ts';
import { sellerKeys } from './query-keys.ts';

/** `GET /order/{id}/ticket` (seller; issue 28, D111): the order's kitchen ticket and box labels, in the page's language. */
export async function getKitchenTicket(orderId: string, signal?: AbortSignal): Promise<KitchenTicket> {
  const answer = await callApi('GET /order/:id/ticket', { params: { id: orderId }, signal });
  return answer.data.ticket;
}

export const kitchenTicketQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: sellerKeys.kitchenTicket(orderId),
    queryFn: ({ signal }) => getKitchenTicket(orderId, signal),
  });
