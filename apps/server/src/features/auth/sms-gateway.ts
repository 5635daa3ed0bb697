/** Sends a text message to an Indian mobile number (10 digits, no prefix). Rejects when it cannot. */
export type SmsGateway = { send(mobile: string, text: string): Promise<void> };

/** Said on every console SMS line: it is the one log line that shows a code (docs/security.md 'Logs'). */
export const CONSOLE_GATEWAY_NOTE = '(development SMS gateway: it prints the codes)';

/**
 * The default gateway (docs/architecture.md 'SMS'): writes each message as one stdout line,
 * `[sms] to 9876543210: Your Rasoi code is 1234 (development SMS gateway: ...)`, so a kitchen without
 * an SMS provider (and the browser tests) can read the code from the server's output. The only place
 * a code is ever printed, and the line says so.
 */
export function consoleSmsGateway(): SmsGateway {
  return {
    async send(mobile, text) {
      console.info(`[sms] to ${mobile}: ${text} ${CONSOLE_GATEWAY_NOTE}`);
    },
  };
}

/** The SMS text carrying a one-time code. */
export function otpSmsText(code: string): string {
  return `Your Rasoi code is ${code}`;
}
