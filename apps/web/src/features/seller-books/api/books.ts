import { useQuery } from '@tanstack/react-query';
import type { BooksData } from '@rasoi/domain/books';
import { API_BASE_PATH } from '@rasoi/domain/constants';
import { m } from '@rasoi/domain/i18n/messages';
import { getLocale } from '@rasoi/domain/locale';
import { ApiError, callApi } from '../../../api/client.ts';
import { sellerKeys } from '../../../api/query-keys.ts';
import { useAuth } from '../../../lib/session-store.ts';

/**
 * The kitchen's books (issue 28 part 2, docs/decisions/0108): `GET /books` (turnover and the limits it
 * nears) and the accountant's CSV, `GET /bills/export.csv`.
 */

/** The books, read while the seller is logged in; a minute old is fresh enough for limits months away. */
export function useBooks(enabled: boolean) {
  return useQuery({
    queryKey: sellerKeys.books(),
    queryFn: async ({ signal }): Promise<BooksData> => (await callApi('GET /books', { signal })).data,
    enabled,
    staleTime: 60_000,
  });
}

/**
 * A month's (`{ month }`) or a financial year's (`{ year }`) bills as CSV, fetched with the session's bearer
 * header and handed back as a Blob to save. Throws ApiError with the server's sentence, or
 * m.booksExportFailed() when the download itself failed.
 */
export async function downloadBillsCsv(period: { month: string } | { year: string }): Promise<Blob> {
  const headers: Record<string, string> = { accept: 'text/csv', 'accept-language': getLocale() };
  const token = useAuth.getState().token;
  if (token) headers.authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(`${API_BASE_PATH}/bills/export.csv?${new URLSearchParams(period)}`, { headers });
  } catch {
    throw new ApiError(0, m.booksExportFailed());
  }
  if (!response.ok) {
    const json = (await response.json().catch(() => null)) as { data?: unknown } | null;
    throw new ApiError(response.status, typeof json?.data === 'string' ? json.data : m.booksExportFailed());
  }
  return response.blob();
}
