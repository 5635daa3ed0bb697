import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../../../config.ts';
import { androidSmsGateway } from './android.ts';
import { consoleSmsGateway } from './console.ts';
import { SmsSendError, type SmsGateway } from './gateway.ts';
import { msg91SmsGateway } from './msg91.ts';
import { webhookSmsGateway } from './webhook.ts';

/**
 * The gateway SMS_GATEWAY names, built from its settings (issue 13, docs/decisions/0039;
 * docs/architecture.md 'SMS'). Every provider's send is held to SMS_TIMEOUT_MS: each client gets the
 * timeout, and a deadline here rejects with SmsSendError even if a library does not keep it. The console
 * gateway logs a warning now, at start, that codes are printed and not texted.
 */
export async function createSmsGateway(
  config: Pick<Config, 'smsGateway' | 'smsTimeoutMs'>,
  log: FastifyBaseLogger,
): Promise<SmsGateway> {
  const settings = config.smsGateway;
  const timeoutMs = config.smsTimeoutMs;
  switch (settings.kind) {
    case 'console':
      log.warn(
        { smsGateway: 'console' },
        'SMS_GATEWAY=console: login codes are printed to this log, not texted. Choose an SMS provider before customers log in (docs/operations.md)',
      );
      return consoleSmsGateway();
    case 'twilio': {
      const { twilioSmsGateway } = await import('./twilio.ts');
      return withDeadline('twilio', await twilioSmsGateway(settings, timeoutMs), timeoutMs);
    }
    case 'msg91':
      return withDeadline('msg91', msg91SmsGateway(settings, timeoutMs), timeoutMs);
    case 'android':
      return withDeadline('android', androidSmsGateway(settings, timeoutMs), timeoutMs);
    case 'webhook':
      return withDeadline('webhook', webhookSmsGateway(settings, timeoutMs), timeoutMs);
  }
}

/** `gateway`, whose sends reject with a timed-out SmsSendError once `timeoutMs` have passed. */
function withDeadline(name: string, gateway: SmsGateway, timeoutMs: number): SmsGateway {
  return {
    async send(mobile, text, otp) {
      let timer: NodeJS.Timeout | undefined;
      const deadline = new Promise<never>((_resolve, reject) => {
        timer = setTimeout(
          () => reject(new SmsSendError(name, `no answer within ${timeoutMs} ms`, { timedOut: true })),
          timeoutMs,
        );
      });
      try {
        await Promise.race([gateway.send(mobile, text, otp), deadline]);
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
