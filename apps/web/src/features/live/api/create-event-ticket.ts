import type { StreamTicketAnswer, StreamTicketData } from '@rasoi/domain/events';
import { api } from '../../../api/client.ts';

/**
 * `POST /events/ticket` (bearer; issue 5): a short-lived ticket that opens the live order stream, so the
 * long-lived token never goes into a URL (EventSource cannot send headers).
 */
export async function createEventTicket(): Promise<StreamTicketData> {
  const answer = await api.post<StreamTicketAnswer>('/events/ticket');
  return answer.data;
}
