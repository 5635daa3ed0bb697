import { createHmac, timingSafeEqual } from 'node:crypto';

/** Why a webhook was refused, as the log counts it; 'ok' when the kitchen's gateway signed it. */
export type WebhookSignatureCheck = 'ok' | 'no_secret' | 'missing_signature' | 'bad_signature';

/**
 * Checks Razorpay's signature on one webhook request (docs/decisions/0100): X-Razorpay-Signature is the
 * lowercase hex HMAC-SHA256 of the raw body exactly as received, keyed with the webhook secret the seller
 * set in the gateway's dashboard. Compared in constant time. The signature covers no timestamp: a replay
 * of a real event is stopped by its event id, stored once (gateway_events), not by its age.
 */
export function checkWebhookSignature(input: {
  secret: string | null;
  rawBody: Buffer;
  signature: string | undefined;
}): WebhookSignatureCheck {
  const { secret, rawBody, signature } = input;
  if (!secret) return 'no_secret';
  if (!signature) return 'missing_signature';
  if (!/^[0-9a-fA-F]{64}$/.test(signature)) return 'bad_signature';
  const expected = createHmac('sha256', secret).update(rawBody).digest();
  return timingSafeEqual(expected, Buffer.from(signature, 'hex')) ? 'ok' : 'bad_signature';
}
