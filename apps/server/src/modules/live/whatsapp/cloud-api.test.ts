import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { metaAnswer, startFakeWhatsAppApi, type FakeWhatsAppApi } from '../../../../test/fake-whatsapp-api.ts';
import { CloudApiError, GRAPH_API_VERSION, retryAfterMsOf, sendTemplateMessage } from './cloud-api.ts';
import { retryDelayMs, WHATSAPP_RETRY_MAX_MS, WHATSAPP_SEND_ATTEMPTS } from './whatsapp-sender.ts';

/** The WhatsApp Cloud API adapter against a local stand-in answering as Meta documents (issue 27 part 3, D101). */
const TOKEN = 'EAAGm0PX4ZCpsBAKZAtest-token-never-logged';
let api: FakeWhatsAppApi;
beforeAll(async () => {
  api = await startFakeWhatsAppApi();
});
afterAll(async () => {
  await api.close();
});
beforeEach(() => {
  api.received.length = 0;
  api.answerWith([]);
});

const MESSAGE = {
  mobile: '9876543210',
  template: 'rasoi_out_for_delivery',
  locale: 'hi' as const,
  parameters: ['#ab12'],
};
const send = (timeoutMs = 5000) =>
  sendTemplateMessage({ apiUrl: api.url, phoneNumberId: '106540352242922', accessToken: TOKEN, timeoutMs }, MESSAGE);

async function failure(sending: Promise<string>): Promise<CloudApiError> {
  const error = await sending.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(CloudApiError);
  return error as CloudApiError;
}

describe('the WhatsApp Cloud API adapter', () => {
  it("posts Meta's template message to /{version}/{phone number id}/messages with the Bearer token", async () => {
    expect(await send()).toMatch(/^wamid\./);
    const [request] = api.received;
    expect(request!.method).toBe('POST');
    expect(request!.url).toBe(`/${GRAPH_API_VERSION}/106540352242922/messages`);
    expect(request!.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(request!.headers['content-type']).toBe('application/json');
    expect(request!.body).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '919876543210',
      type: 'template',
      template: {
        name: 'rasoi_out_for_delivery',
        language: { code: 'hi' },
        components: [{ type: 'body', parameters: [{ type: 'text', text: '#ab12' }] }],
      },
    });
  });

  it('reads a missing template (400, 132001) as refused, with its code and trace and without its sentence', async () => {
    api.answerWith([metaAnswer.templateMissing()]);
    const error = await failure(send());
    expect(error).toMatchObject({ failure: 'refused', status: 400, code: 132001, traceId: 'AbCdEfGhIjKlMnOpQrStUvW' });
    expect(error.message).not.toContain('Template name');
  });

  it('reads 401 with code 190 as an expired token', async () => {
    api.answerWith([metaAnswer.tokenExpired()]);
    expect(await failure(send())).toMatchObject({ failure: 'token_expired', status: 401, code: 190, subcode: 463 });
  });

  it('reads 429 with 130429 and 400 with 131056 as rate limits, keeping Retry-After', async () => {
    api.answerWith([metaAnswer.rateLimited(7), metaAnswer.pairRateLimited()]);
    expect(await failure(send())).toMatchObject({ failure: 'rate_limited', code: 130429, retryAfterMs: 7000 });
    const pair = await failure(send());
    expect(pair).toMatchObject({ failure: 'rate_limited', status: 400, code: 131056 });
    expect(pair.retryAfterMs).toBeUndefined();
  });

  it('reads 503 with 131016, and no answer in time, as unavailable', async () => {
    api.answerWith([metaAnswer.unavailable(), 'hang']);
    expect(await failure(send())).toMatchObject({ failure: 'unavailable', status: 503, code: 131016 });
    const late = await failure(send(150));
    expect(late.failure).toBe('unavailable');
    expect(late.message).toBe('no answer within 150 ms');
  });

  it('reads an answer longer than 64 KiB as unavailable, unread', async () => {
    api.answerWith([{ status: 200, json: { messages: [{ id: 'wamid.x' }], padding: ' '.repeat(70 * 1024) } }]);
    expect((await failure(send())).failure).toBe('unavailable');
  });

  it('reads a 2xx that names no message as refused', async () => {
    api.answerWith([{ status: 200, json: { success: true } }]);
    expect((await failure(send())).failure).toBe('refused');
  });
});

describe('when a failed WhatsApp send is tried again', () => {
  const rateLimited = (retryAfterMs?: number) =>
    new CloudApiError('rate_limited', 'x', retryAfterMs === undefined ? {} : { retryAfterMs });

  it('waits what Retry-After says, else doubles from the base, for WHATSAPP_SEND_ATTEMPTS tries in all', () => {
    expect(retryDelayMs(rateLimited(3000), 1, 10)).toBe(3000);
    expect(retryDelayMs(rateLimited(), 1, 10)).toBe(10);
    expect(retryDelayMs(rateLimited(), 2, 10)).toBe(20);
    expect(retryDelayMs(rateLimited(), WHATSAPP_SEND_ATTEMPTS, 10)).toBeUndefined();
    expect(retryDelayMs(new CloudApiError('unavailable', 'x'), 1, 10)).toBe(10);
  });

  it('never retries a refusal or an expired token, nor waits longer than WHATSAPP_RETRY_MAX_MS', () => {
    expect(retryDelayMs(new CloudApiError('refused', 'x'), 1, 10)).toBeUndefined();
    expect(retryDelayMs(new CloudApiError('token_expired', 'x'), 1, 10)).toBeUndefined();
    expect(retryDelayMs(rateLimited(WHATSAPP_RETRY_MAX_MS + 1000), 1, 10)).toBeUndefined();
  });

  it('reads Retry-After as whole seconds only', () => {
    expect(retryAfterMsOf('2')).toBe(2000);
    expect(retryAfterMsOf(' 0 ')).toBe(0);
    expect(retryAfterMsOf('Wed, 21 Oct 2026 07:28:00 GMT')).toBeUndefined();
    expect(retryAfterMsOf(null)).toBeUndefined();
  });
});
