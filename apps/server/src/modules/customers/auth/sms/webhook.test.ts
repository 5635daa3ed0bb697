import { createHmac, timingSafeEqual } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeSmsProvider, type FakeSmsProvider, sendFailure } from '../../../../../test/fake-sms-provider.ts';
import { webhookSmsGateway } from './webhook.ts';

/** SMS_GATEWAY=webhook against a local receiver that checks the signature as a kitchen's relay would (issue 13, D39). */
const SECRET = 'a-webhook-secret-of-at-least-32-characters';
let relay: FakeSmsProvider;
beforeAll(async () => {
  relay = await startFakeSmsProvider();
});
afterAll(async () => {
  await relay.close();
});
beforeEach(() => {
  relay.received.length = 0;
  relay.answerWith(() => ({ status: 204 }));
});

/** What the receiving side does: HMAC-SHA256 of the raw body with the shared secret, compared in constant time. */
function signatureVerifies(body: Buffer, header: string | string[] | undefined, secret: string): boolean {
  if (typeof header !== 'string' || !header.startsWith('sha256=')) return false;
  const expected = createHmac('sha256', secret).update(body).digest();
  const given = Buffer.from(header.slice('sha256='.length), 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const gateway = (timeoutMs = 5000) => webhookSmsGateway({ url: `${relay.url}/sms`, secret: SECRET }, timeoutMs);

describe('the webhook gateway', () => {
  it('posts {to, text} as JSON, signed over the exact body bytes with the shared secret', async () => {
    await gateway().send('9876543210', 'Your code is 1234 ₹\n\n@x #1234');
    expect(relay.received).toHaveLength(1);
    const [request] = relay.received;
    expect(request!.method).toBe('POST');
    expect(request!.url).toBe('/sms');
    expect(request!.headers['content-type']).toBe('application/json');
    expect(JSON.parse(request!.body.toString())).toEqual({
      to: '+919876543210',
      text: 'Your code is 1234 ₹\n\n@x #1234',
    });
    expect(signatureVerifies(request!.body, request!.headers['x-rasoi-signature'], SECRET)).toBe(true);
    expect(signatureVerifies(request!.body, request!.headers['x-rasoi-signature'], `${SECRET}x`)).toBe(false);
  });

  it('rejects any answer but 2xx with its status', async () => {
    relay.answerWith(() => ({ status: 500, json: { error: 'modem offline' } }));
    expect(await sendFailure(gateway().send('9876543210', 'x'))).toMatchObject({ gateway: 'webhook', status: 500 });
    relay.answerWith(() => ({ status: 302 }));
    expect(await sendFailure(gateway().send('9876543210', 'x'))).toMatchObject({ status: 302 });
  });

  it('rejects as timed out when the webhook does not answer in time', async () => {
    relay.answerWith(() => 'hang');
    expect(await sendFailure(gateway(200).send('9876543210', 'x'))).toMatchObject({ timedOut: true });
  });

  it('rejects when nothing listens at the address', async () => {
    const closed = await startFakeSmsProvider();
    await closed.close();
    const send = webhookSmsGateway({ url: closed.url, secret: SECRET }, 5000).send('9876543210', 'x');
    expect((await sendFailure(send)).message).toContain('ECONNREFUSED');
  });
});
