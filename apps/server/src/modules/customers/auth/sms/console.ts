import type { SmsGateway } from './gateway.ts';

/** Said on every console SMS line: it is the one log line that shows a code (docs/security.md 'Logs'). */
export const CONSOLE_GATEWAY_NOTE = '(development SMS gateway: it prints the codes)';

/**
 * The development gateway, SMS_GATEWAY=console (docs/architecture.md 'SMS'): writes each message as one
 * stdout line, `[sms] to 9876543210: Your Rasoi login code is 1234. ... @localhost #1234 (development SMS
 * gateway: ...)`, so a kitchen trying Rasoi without an SMS provider (and the browser tests) can read the
 * code from the server's output. The only place a code is ever printed, and the line says so; the
 * factory also warns at start that this gateway is in use.
 */
export function consoleSmsGateway(): SmsGateway {
  return {
    async send(mobile, text) {
      console.info(`[sms] to ${mobile}: ${text.replaceAll(/\s*\n\s*/g, ' ')} ${CONSOLE_GATEWAY_NOTE}`);
    },
  };
}
