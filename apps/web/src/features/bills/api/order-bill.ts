import { queryOptions, useQuery } from '@tanstack/react-query';
import { m } from '@rasoi/domain/i18n/messages';
import type { OrderBillData } from '@rasoi/domain/bills';
import { API_BASE_PATH } from '@rasoi/domain/constants';
import { getLocale } from '@rasoi/domain/locale';
import { ApiError, callApi } from '../../../api/client.ts';
import { ordersKeys } from '../../../api/query-keys.ts';
import { useAuth } from '../../../lib/session-store.ts';

/**
 * An order's bill (issue 28 part 1, docs/decisions/0107): `GET /order/{id}/bill` (the order's customer or
 * the seller) and its PDF, `GET /order/{id}/bill.pdf`.
 */

/** The order's bill and its credit note (null when none). */
export async function getOrderBill(orderId: string, signal?: AbortSignal): Promise<OrderBillData> {
  const answer = await callApi('GET /order/:id/bill', { params: { id: orderId }, signal });
  return answer.data;
}

/** The bill, read while logged in; a bill never changes, so it is not read again while kept. */
export function useOrderBill(orderId: string, enabled: boolean) {
  return useQuery({
    ...queryOptions({
      queryKey: ordersKeys.bill(orderId),
      queryFn: ({ signal }) => getOrderBill(orderId, signal),
      staleTime: Infinity,
    }),
    enabled,
  });
}

/**
 * The bill as a PDF in the app's language. Fetched with the session's bearer header (a plain link cannot
 * carry it) and handed back as a Blob to save. Throws ApiError with the server's sentence, or
 * m.billDownloadFailed() when the download itself failed.
 */
export async function downloadBillPdf(orderId: string): Promise<Blob> {
  const headers: Record<string, string> = { accept: 'application/pdf', 'accept-language': getLocale() };
  const token = useAuth.getState().token;
  if (token) headers.authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(`${API_BASE_PATH}/order/${encodeURIComponent(orderId)}/bill.pdf`, { headers });
  } catch {
    throw new ApiError(0, m.billDownloadFailed());
  }
  if (!response.ok) {
    const json = (await response.json().catch(() => null)) as { data?: unknown } | null;
    throw new ApiError(response.status, typeof json?.data === 'string' ? json.data : m.billDownloadFailed());
  }
  return response.blob();
}
