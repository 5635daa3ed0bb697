import { useMutation } from '@tanstack/react-query';
import { API_BASE_PATH, UPLOAD_FIELD } from '@rasoi/domain/constants';
import { getLocale } from '@rasoi/domain/locale';
import { m } from '@rasoi/domain/i18n/messages';
import type { UploadAnswer } from '@rasoi/domain/seller';
import { ApiError } from '../../../api/client.ts';
import { useAuth } from '../../../lib/session-store.ts';

/** What a dish or thali keeps of an upload: `img_url = [url]`, `asset_aws_key = key`. */
export type UploadResult = { url: string; key: string };

/**
 * `POST /assets/upload` (spec 7): a multipart form with 1 to 4 files in the field 'image', jpg or png.
 * Sent with the bearer token; the server judges the files and answers the first image's url and key.
 * The one call with a body that is not JSON, so it sends its own request rather than callApi's (which
 * stays small for the first load); its answer is checked against the contract table likewise in
 * development and tests (issue 12, D37).
 */
export async function uploadImages(files: File[]): Promise<UploadResult> {
  const form = new FormData();
  for (const file of files) form.append(UPLOAD_FIELD, file, file.name);
  const headers: Record<string, string> = { accept: 'application/json', 'accept-language': getLocale() };
  const token = useAuth.getState().token;
  if (token) headers.authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(`${API_BASE_PATH}/assets/upload`, { method: 'POST', headers, body: form });
  } catch {
    throw new ApiError(0, m.unknownError());
  }
  const json = (await response.json().catch(() => null)) as (Partial<UploadAnswer> & { data?: unknown }) | null;
  if (!response.ok || !json || json.status !== 'success' || !json.uploadUrl) {
    const message = json && typeof json.data === 'string' && json.data ? json.data : m.unknownError();
    throw new ApiError(response.status, message);
  }
  if (import.meta.env.DEV || import.meta.env.MODE === 'test') {
    const { checkAnswer } = await import('../../../api/check-answer.ts');
    await checkAnswer('POST /assets/upload', response.status, json);
  }
  // The two seller screens of the spec read different key names; the server sends both (docs/decisions/p05).
  return { url: json.uploadUrl, key: json.key ?? json.aws_asset_key ?? '' };
}

/** Uploads the chosen image(s); a refusal toasts the server's message by default. */
export function useUploadImages() {
  return useMutation({ mutationFn: uploadImages });
}
