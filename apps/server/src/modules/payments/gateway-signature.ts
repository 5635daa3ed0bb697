import { createHmac, timingSafeEqual } from 'node:crypto';

/** How far an event's X-Timestamp may be from the server's clock, in seconds (the app's own advice: 5 minutes). */
export const GATEWAY_SMS_MAX_SKEW_SECONDS = 5 * 60;

/** Why a forwarded event was refused, as the log counts it; 'ok' when it is the kitchen's phone's. */
export type GatewaySignatureCheck = 'ok' | 'no_signing_key' | 'missing_signature' | 'bad_signature' | 'stale_timestamp';

/**
 * Checks SMS Gateway for Android's signature on one webhook request (issue 27 part 1, docs/decisions/0097),
 * as the app signs it: X-Signature is the lowercase hex HMAC-SHA256, keyed with the signing key's UTF-8
 * bytes, of the raw body exactly as received followed by the X-Timestamp text (Unix seconds). The digests
 * are compared in constant time; the signature is checked before the time, so the log tells a forgery (bad
 * signature) from a replay of a real event (stale: more than GATEWAY_SMS_MAX_SKEW_SECONDS from `now`).
 * A kitchen without a key takes nothing ('no_signing_key').
 */
export function checkGatewaySignature(input: {
  key: string | null;
  rawBody: Buffer;
  timestamp: string | undefined;
  signature: string | undefined;
  now: Date;
}): GatewaySignatureCheck {
  const { key, rawBody, timestamp, signature, now } = input;
  if (!key) return 'no_signing_key';
  if (!timestamp || !signature) return 'missing_signature';
  if (!/^[0-9a-fA-F]{64}$/.test(signature)) return 'bad_signature';
  const expected = createHmac('sha256', key).update(rawBody).update(timestamp, 'utf8').digest();
  if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) return 'bad_signature';
  if (!/^\d{1,12}$/.test(timestamp)) return 'stale_timestamp';
  const skewSeconds = Math.abs(now.getTime() / 1000 - Number(timestamp));
  return skewSeconds <= GATEWAY_SMS_MAX_SKEW_SECONDS ? 'ok' : 'stale_timestamp';
}
