import toast from 'react-hot-toast';
import { ERROR_TOAST_MS, LOGIN_TOAST_MS } from '@rasoi/domain/constants';
import { MESSAGES } from '@rasoi/domain/messages';

/** Error toast for 10 s with the server's text or the fallback (spec 8). */
export function toastError(error: unknown): void {
  const message = error instanceof Error && error.message ? error.message : MESSAGES.unknownError;
  toast.error(message, { duration: ERROR_TOAST_MS });
}

/** 'Login to continue' for 3 s (spec 5). */
export function toastLoginNeeded(): void {
  toast.error(MESSAGES.loginToContinue, { duration: LOGIN_TOAST_MS });
}

export { toast };
