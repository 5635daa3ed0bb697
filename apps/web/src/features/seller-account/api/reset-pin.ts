import { useMutation } from '@tanstack/react-query';
import type { LoginAnswer } from '@rasoi/domain/api';
import type { ResetPinBody } from '@rasoi/domain/seller-pin';
import { callApi } from '../../../api/client.ts';
import { sendOtp } from '../../../api/send-otp.ts';

/** `POST /auth/reset-pin`: number, code and new PIN; answers a seller session's token like the login. */
export async function resetPin(body: ResetPinBody): Promise<LoginAnswer> {
  return callApi('POST /auth/reset-pin', { body });
}

/**
 * Sends the recovery code, the PIN recovery's first step (issue 13, D41): `POST /auth/send-otp` through
 * its one fetcher (D83), with the code login's limits; the answer is the same for every number. The form
 * decides the toasts.
 */
export function useSendPinResetCode() {
  return useMutation({ mutationFn: sendOtp, onError: () => undefined });
}

/** Resets the PIN; the form decides the toasts and stores the token. */
export function useResetPin() {
  return useMutation({ mutationFn: resetPin, onError: () => undefined });
}
