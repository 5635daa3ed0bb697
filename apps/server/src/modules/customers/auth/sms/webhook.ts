import { createHmac } from 'node:crypto';
import { callProvider } from './provider-http.ts';
import { indianE164, SmsSendError, type SmsGateway } from './gateway.ts';

/** The header carrying the body's signature, `sha256=<hex>` (docs/security.md 'SMS webhook'). */
export const WEBHOOK_SIGNATURE_HEADER = 'X-Rasoi-Signature';

/** How much of a refusing webhook's answer goes into the log line. */
const ANSWER_LOGGED_CHARACTERS = 200;

/** `sha256=` and the hex HMAC-SHA256 of the exact body bytes under `secret`. */
export function webhookSignature(secret: string, body: string | Buffer): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

/**
 * SMS_GATEWAY=webhook (issue 13, D39): POSTs `{"to": "+91XXXXXXXXXX", "text": "..."}` as JSON to
 * SMS_WEBHOOK_URL, signed in X-Rasoi-Signature with SMS_WEBHOOK_SECRET, for a kitchen's own relay
 * (another provider, an SMS modem). Any 2xx is a sent message; anything else, or no answer within
 * `timeoutMs`, rejects with SmsSendError.
 */
export function webhookSmsGateway(settings: { url: string; secret: string }, timeoutMs: number): SmsGateway {
  return {
    async send(mobile, text) {
      const body = JSON.stringify({ to: indianE164(mobile), text });
      const answer = await callProvider('webhook', settings.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [WEBHOOK_SIGNATURE_HEADER]: webhookSignature(settings.secret, body),
        },
        body,
        timeoutMs,
      });
      if (answer.status < 200 || answer.status > 299) {
        // The start of its answer, for the log (send-otp.ts blanks the code in it).
        const said = answer.text.slice(0, ANSWER_LOGGED_CHARACTERS);
        throw new SmsSendError('webhook', `the webhook answered ${answer.status}${said ? `: ${said}` : ''}`, {
          status: answer.status,
        });
      }
    },
  };
}
