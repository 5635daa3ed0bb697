import { useMutation } from '@tanstack/react-query';
import { callApi } from './client.ts';

/**
 * `POST /auth/send-otp` (spec 7): asks the server to text a one-time code. The mobile goes as typed
 * (spec 5: no client check); the server answers a readable message when it is wrong.
 */
export async function sendOtp(mobile: string): Promise<string> {
  const answer = await callApi('POST /auth/send-otp', { body: { mobile } });
  return answer.data;
}

/** Sends a code; failures toast for 10 s through the query client's mutation default (spec 8). */
export function useSendOtp() {
  return useMutation({ mutationFn: sendOtp });
}
