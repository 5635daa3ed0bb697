import { z } from 'zod';
import { invalidRequest } from './i18n/messages/invalidrequest1.js';

/** The messages this module uses, each imported on its own (D87): not the barrel over every message. */
const m = { invalidRequest };

/**
 * What SMS Gateway for Android (capcom6/android-sms-gateway) posts to a registered webhook (issue 27 part 1,
 * docs/decisions/0097), as its documentation (docs-web, features/webhooks.md) gives it:
 * `{ id, event, deviceId, webhookId, payload }`, `id` the event's own id (the same on every retry of it),
 * and for `sms:received` a payload `{ messageId, message, phoneNumber, simNumber, receivedAt }`:
 * `phoneNumber` the sender, `receivedAt` the phone's local time with its offset. `messageId` is made from
 * the text and is not unique (the documentation says so): it is not used. Fields not named here are dropped.
 */

/** The event a received SMS is forwarded as; every other event is answered and left alone. */
export const SMS_RECEIVED_EVENT = 'sms:received';

/** Largest body the webhook reads, in bytes: an event with one SMS is well under 2 KB. */
export const GATEWAY_SMS_BODY_LIMIT_BYTES = 16 * 1024;

/** Most characters of a sender as kept (an SMS sender is a number or a name of at most 11). */
const SENDER_MAX_LENGTH = 32;

const smsReceivedPayloadSchema = z.object({
  messageId: z.string().max(128).nullish(),
  message: z.string().max(GATEWAY_SMS_BODY_LIMIT_BYTES),
  phoneNumber: z.string().trim().min(1).max(SENDER_MAX_LENGTH),
  simNumber: z.number().int().nullish(),
  receivedAt: z
    .string()
    .max(64)
    .refine((text) => !Number.isNaN(Date.parse(text)), { error: () => m.invalidRequest() }),
});

/**
 * `POST /payments/sms` (`receiveGatewaySms`): one event. The payload is read only for `sms:received`,
 * where its message, sender and time are required; another event's payload may be anything.
 */
export const gatewaySmsEventSchema = z
  .object({
    id: z.string().trim().min(1).max(64),
    event: z.string().min(1).max(64),
    deviceId: z.string().max(128).nullish(),
    webhookId: z.string().max(128).nullish(),
    payload: z.unknown().optional().meta({
      description:
        'For sms:received: `{ messageId, message, phoneNumber, simNumber, receivedAt }` (`phoneNumber` the sender, `receivedAt` with its offset); read for no other event.',
    }),
  })
  .transform((event, context) => {
    if (event.event !== SMS_RECEIVED_EVENT) return { id: event.id, event: event.event, sms: null };
    const payload = smsReceivedPayloadSchema.safeParse(event.payload);
    if (!payload.success) {
      context.addIssue({ code: 'custom', message: m.invalidRequest(), path: ['payload'] });
      return z.NEVER;
    }
    const { message, phoneNumber, receivedAt } = payload.data;
    return {
      id: event.id,
      event: event.event,
      sms: { text: message, sender: phoneNumber, receivedAt: new Date(receivedAt).toISOString() },
    };
  });
export type GatewaySmsEvent = z.output<typeof gatewaySmsEventSchema>;

/** The registration the phone answered for `registerSmsWebhook`: its id, the event and the address. */
export const smsWebhookDataSchema = z.object({
  id: z.string(),
  event: z.string(),
  url: z.string(),
});
export type SmsWebhookData = z.infer<typeof smsWebhookDataSchema>;
