import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeSmsProvider, type FakeSmsProvider, sendFailure } from '../../../../../test/fake-sms-provider.ts';
import { msg91SmsGateway } from './msg91.ts';

/** SMS_GATEWAY=msg91 against a local stand-in of MSG91's Flow API (issue 13, D39). */
const SETTINGS = { authKey: 'msg91-auth-key', templateId: '64f0c0ffee', senderId: 'RASOIK' };
const PARTS = { code: '4821', kitchenName: 'Rasoi', host: 'rasoi.example' };
let msg91Api: FakeSmsProvider;
beforeAll(async () => {
  msg91Api = await startFakeSmsProvider();
});
afterAll(async () => {
  await msg91Api.close();
});
beforeEach(() => {
  msg91Api.received.length = 0;
  msg91Api.answerWith(() => ({ status: 200, json: { type: 'success', message: '3763646c3058313033393135' } }));
});

const gateway = (timeoutMs = 5000) => msg91SmsGateway({ ...SETTINGS, apiUrl: msg91Api.url }, timeoutMs);

describe('the msg91 gateway', () => {
  it('sends the DLT template with the code, kitchen and Web OTP line to 91XXXXXXXXXX, with the authkey header', async () => {
    await gateway().send('9876543210', 'the text', PARTS);
    expect(msg91Api.received).toHaveLength(1);
    const [request] = msg91Api.received;
    expect(request!.method).toBe('POST');
    expect(request!.url).toBe('/api/v5/flow/');
    expect(request!.headers.authkey).toBe(SETTINGS.authKey);
    expect(request!.headers['content-type']).toBe('application/json');
    expect(JSON.parse(request!.body.toString())).toEqual({
      template_id: SETTINGS.templateId,
      sender: SETTINGS.senderId,
      short_url: '0',
      recipients: [{ mobiles: '919876543210', otp: '4821', kitchen: 'Rasoi', webotp: '@rasoi.example #4821' }],
    });
  });

  it("rejects MSG91's error answer even with status 200, with its type and message", async () => {
    msg91Api.answerWith(() => ({ status: 200, json: { type: 'error', message: 'Template ID Missing or Invalid' } }));
    const error = await sendFailure(gateway().send('9876543210', 'the text', PARTS));
    expect(error).toMatchObject({ gateway: 'msg91', status: 200, providerCode: 'error' });
    expect(error.message).toBe('Template ID Missing or Invalid');
  });

  it('rejects an authentication failure (401)', async () => {
    msg91Api.answerWith(() => ({ status: 401, json: { type: 'error', message: 'Authentication failure' } }));
    const error = await sendFailure(gateway().send('9876543210', 'the text', PARTS));
    expect(error).toMatchObject({ status: 401, providerCode: 'error', message: 'Authentication failure' });
  });

  it('rejects as timed out when MSG91 does not answer in time', async () => {
    msg91Api.answerWith(() => 'hang');
    expect(await sendFailure(gateway(200).send('9876543210', 'the text', PARTS))).toMatchObject({ timedOut: true });
  });

  it('refuses a message without code parts, which has no registered template, without calling MSG91', async () => {
    await sendFailure(gateway().send('9876543210', 'Your PIN was changed'));
    expect(msg91Api.received).toHaveLength(0);
  });
});
