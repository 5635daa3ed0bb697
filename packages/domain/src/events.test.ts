import { describe, expect, it } from 'vitest';
import { eventsQuerySchema, pushSubscriptionSchema, saveFcmTokenBodySchema } from './events.ts';
import { pushSubscriptionInvalid } from './i18n/messages/pushsubscriptioninvalid2.js';

/** The messages this module uses, each imported on its own (D87): not the barrel over every message. */
const m = { pushSubscriptionInvalid };

const subscription = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/abc:def',
  expirationTime: null,
  keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) },
};

describe('pushSubscriptionSchema', () => {
  it('takes what PushSubscription.toJSON() gives', () => {
    expect(pushSubscriptionSchema.parse(subscription)).toEqual(subscription);
    const { expirationTime: _, ...withoutExpiry } = subscription;
    expect(pushSubscriptionSchema.safeParse(withoutExpiry).success).toBe(true);
  });

  it('refuses keys of the wrong size, other URLs and unknown fields, saying so', () => {
    for (const wrong of [
      { ...subscription, keys: { ...subscription.keys, p256dh: 'A'.repeat(40) } },
      { ...subscription, keys: { ...subscription.keys, auth: 'A'.repeat(30) } },
      { ...subscription, endpoint: 'ftp://push.example/x' },
      { ...subscription, endpoint: `https://push.example/${'a'.repeat(2048)}` },
      { ...subscription, extra: 1 },
    ]) {
      expect(pushSubscriptionSchema.safeParse(wrong).success).toBe(false);
    }
    const noKeys = pushSubscriptionSchema.safeParse({ ...subscription, keys: 'x' });
    expect(noKeys.error?.issues[0]?.message).toBe(m.pushSubscriptionInvalid());
  });
});

describe('saveFcmTokenBodySchema', () => {
  it('takes the subscription as an object or as its JSON text', () => {
    expect(saveFcmTokenBodySchema.parse({ fcmToken: subscription }).fcmToken).toEqual(subscription);
    expect(saveFcmTokenBodySchema.parse({ fcmToken: JSON.stringify(subscription) }).fcmToken).toEqual(subscription);
  });

  it('refuses a bare token (the old Firebase kind) with a readable message', () => {
    const result = saveFcmTokenBodySchema.safeParse({ fcmToken: 'dGhpcyBpcyBhbiBGQ00gdG9rZW4' });
    expect(result.error?.issues[0]?.message).toBe(m.pushSubscriptionInvalid());
  });
});

describe('eventsQuerySchema', () => {
  it('reads lastEventId as a number and refuses anything but digits', () => {
    expect(eventsQuerySchema.parse({ ticket: 't', lastEventId: '42' })).toEqual({ ticket: 't', lastEventId: 42 });
    expect(eventsQuerySchema.safeParse({ ticket: 't', lastEventId: '-1' }).success).toBe(false);
    expect(eventsQuerySchema.safeParse({ ticket: 't', other: '1' }).success).toBe(false);
  });
});
