import { useEffect, useRef } from 'react';

/** What WebOTP adds to `navigator.credentials.get` (WICG WebOTP; not in TypeScript's DOM types). */
type OtpRequest = CredentialRequestOptions & { otp: { transport: 'sms'[] } };
type OtpCredential = Credential & { code?: string };

/** Whether this browser reads codes from incoming SMS (Chrome on Android does; others type or autofill). */
export function hasWebOtp(): boolean {
  return typeof window !== 'undefined' && 'OTPCredential' in window && Boolean(navigator.credentials?.get);
}

/**
 * Offers the code of an incoming login SMS to the page (issue 13, docs/decisions/0039): while `waiting`,
 * asks the browser through the WebOTP API for a message whose last line is `@<this host> #<code>` and
 * calls `onCode` with the code once the person allows it. The request is aborted when `waiting` turns
 * false (the code was typed or filled) or the screen closes. Does nothing where the API is missing;
 * a declined or aborted request is silent: the person types the code, helped by the boxes'
 * `autocomplete="one-time-code"`.
 */
export function useWebOtp(waiting: boolean, onCode: (code: string) => void): void {
  const latestOnCode = useRef(onCode);
  useEffect(() => {
    latestOnCode.current = onCode;
  });
  useEffect(() => {
    if (!waiting || !hasWebOtp()) return;
    const controller = new AbortController();
    const request: OtpRequest = { otp: { transport: ['sms'] }, signal: controller.signal };
    navigator.credentials
      .get(request)
      .then((credential) => {
        const code = (credential as OtpCredential | null)?.code;
        if (code && !controller.signal.aborted) latestOnCode.current(code);
      })
      .catch(() => {
        // Aborted, declined or timed out: the code is typed instead.
      });
    return () => controller.abort();
  }, [waiting]);
}
