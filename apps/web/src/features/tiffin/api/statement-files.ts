import { m } from '@rasoi/domain/i18n/messages';
import { API_BASE_PATH } from '@rasoi/domain/constants';
import type { SharedStatementData, StatementLinkData } from '@rasoi/domain/ledger';
import { getLocale } from '@rasoi/domain/locale';
import { ApiError, callApi } from '../../../api/client.ts';
import { useAuth } from '../../../lib/session-store.ts';

/**
 * The statement's PDF and share link (issue 26, docs/decisions/0093): `POST /account/statement/share`
 * makes a link that opens one month's statement without login for 30 days; `GET /statements/{token}`
 * reads it there; `GET /account/statement.pdf` is the caller's own month as a PDF.
 */

/** A link to the caller's statement of `month` ('yyyy-mm'): the page's URL and when it stops opening. */
export async function shareStatement(month: string): Promise<StatementLinkData> {
  const answer = await callApi('POST /account/statement/share', { body: { month } });
  return answer.data;
}

/** The statement a shared link's token names, with the kitchen and household (no login). */
export async function getSharedStatement(token: string, signal?: AbortSignal): Promise<SharedStatementData> {
  const answer = await callApi('GET /statements/:token', { params: { token }, signal });
  return answer.data;
}

/**
 * The caller's statement of `month` as a PDF file. The API takes the session as a bearer header (not a
 * cookie), so a plain link cannot carry it: the PDF is fetched with the header and handed to the caller
 * as a Blob to save. Throws ApiError with the server's sentence (or the download's own) when refused.
 */
export async function downloadStatementPdf(month: string): Promise<Blob> {
  const headers: Record<string, string> = { accept: 'application/pdf', 'accept-language': getLocale() };
  const token = useAuth.getState().token;
  if (token) headers.authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(`${API_BASE_PATH}/account/statement.pdf?${new URLSearchParams({ month })}`, { headers });
  } catch {
    throw new ApiError(0, m.statementDownloadFailed());
  }
  if (!response.ok) {
    const json = (await response.json().catch(() => null)) as { data?: unknown } | null;
    throw new ApiError(response.status, typeof json?.data === 'string' ? json.data : m.statementDownloadFailed());
  }
  return response.blob();
}
