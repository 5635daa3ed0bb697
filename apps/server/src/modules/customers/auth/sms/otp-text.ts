import { m } from '@rasoi/domain/i18n/messages';

/**
 * The text of a login code SMS (issue 13, D39): m.otpSmsText() with the kitchen's name and the code,
 * then a blank line and the Web OTP line `@<host> #<code>` as the last line, so a browser on the app's
 * origin can offer the code to the page (WICG WebOTP, origin-bound one-time codes). `host` is the app's
 * public host (PUBLIC_URL), never a request's Host header.
 */
export function otpSmsText({ kitchenName, code, host }: { kitchenName: string; code: string; host: string }): string {
  const sentence = m.otpSmsText({ kitchen: kitchenName, code });
  return `${sentence}\n\n${webOtpLine(host, code)}`;
}

/** The Web OTP line, `@<host> #<code>`, that must end the message. */
export function webOtpLine(host: string, code: string): string {
  return `@${host} #${code}`;
}
