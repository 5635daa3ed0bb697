import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentsToMatchData } from '@rasoi/domain/payments-to-match';
import { callApi } from '../../../api/client.ts';
import { sellerKeys } from '../../../api/query-keys.ts';

/** A bank credit keeps coming without any event on the seller's stream: a list older than this is read again. */
const PAYMENTS_FRESH_MS = 30_000;

/**
 * `GET /payments/unmatched` (issue 27, D98; seller): the newest payments to match (credits in paise with
 * their RRN and payer, or an unread SMS with its text), and the orders awaiting a UPI payment with the
 * amount asked and the bill, in paise.
 */
export async function getPaymentsToMatch(signal?: AbortSignal): Promise<PaymentsToMatchData> {
  const answer = await callApi('GET /payments/unmatched', { signal });
  return answer.data;
}

export const paymentsToMatchQueryOptions = () =>
  queryOptions({
    queryKey: sellerKeys.paymentsToMatch(),
    queryFn: ({ signal }) => getPaymentsToMatch(signal),
    staleTime: PAYMENTS_FRESH_MS,
  });

/** The payments to match and the orders awaiting UPI; `enabled` false waits (no seller session yet). */
export function usePaymentsToMatch(enabled = true) {
  return useQuery({ ...paymentsToMatchQueryOptions(), enabled });
}
