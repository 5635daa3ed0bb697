import { useMutation } from '@tanstack/react-query';
import type { LoginAnswer } from '@rasoi/domain/api';
import { callApi } from '../../../api/client.ts';

export type LogInInput = { mobile: string; otp: string };

/** `POST /auth/login` (spec 7): the four digits joined; answers the bearer token beside `data`. */
export async function logIn(input: LogInInput): Promise<LoginAnswer> {
  return callApi('POST /auth/login', { body: input });
}

/** The login call; the OTP overlay decides the toasts (spec 8 'Login failure'). */
export function useLogIn() {
  return useMutation({ mutationFn: logIn, onError: () => undefined });
}
