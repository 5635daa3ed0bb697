import type { StreamTicketData } from '@rasoi/domain/events';
import { callApi } from '../../../api/client.ts';

/**
 * `POST /events/ticket` (bearer; issue 5): a short-lived ticket that opens the live order stream, so the
 * long-lived token never goes into a URL (EventSource cannot send headers).
 */
export async function createEventTicket(): Promise<StreamTicketData> {
  const answer = await callApi('POST /events/ticket', {});
  return answer.data;
}
