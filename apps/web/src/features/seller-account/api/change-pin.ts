import { useMutation } from '@tanstack/react-query';
import type { ChangePinBody } from '@rasoi/domain/seller-pin';
import { callApi } from '../../../api/client.ts';

/**
 * `POST /auth/change-pin` (issue 13, D41): the current PIN and a new one. A wrong current PIN is 400
 * (the session stays), too many wrong ones 429; the server ends the seller's other sessions.
 */
export async function changePin(body: ChangePinBody): Promise<void> {
  await callApi('POST /auth/change-pin', { body });
}

/** The PIN change; the page decides the toasts. */
export function useChangePin() {
  return useMutation({ mutationFn: changePin, onError: () => undefined });
}
