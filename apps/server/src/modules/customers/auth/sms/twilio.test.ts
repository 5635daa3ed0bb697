import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  basicCredentials,
  startFakeSmsProvider,
  type FakeSmsProvider,
  sendFailure,
} from '../../../../../test/fake-sms-provider.ts';
import { twilioSmsGateway } from './twilio.ts';

/** SMS_GATEWAY=twilio through Twilio's helper library, against a local stand-in of its Messages API (issue 13, D39). */
const ACCOUNT_SID = `AC${'a1'.repeat(16)}`;
const SERVICE_SID = `MG${'b2'.repeat(16)}`;
const AUTH_TOKEN = 'twilio-auth-token';
let twilioApi: FakeSmsProvider;
beforeAll(async () => {
  twilioApi = await startFakeSmsProvider();
});
afterAll(async () => {
  await twilioApi.close();
});
beforeEach(() => {
  twilioApi.received.length = 0;
  twilioApi.answerWith(() => ({
    status: 201,
    json: { sid: `SM${'c3'.repeat(16)}`, status: 'accepted', account_sid: ACCOUNT_SID },
  }));
});

const gateway = (sender: { messagingServiceSid?: string; from?: string }, timeoutMs = 5000) =>
  twilioSmsGateway(
    {
      accountSid: ACCOUNT_SID,
      authToken: AUTH_TOKEN,
      messagingServiceSid: sender.messagingServiceSid,
      from: sender.from,
      apiUrl: twilioApi.url,
    },
    timeoutMs,
  );

describe('the twilio gateway', () => {
  it("creates a Message on the account with the account's credentials: To in E.164, Body, the Messaging Service", async () => {
    await (await gateway({ messagingServiceSid: SERVICE_SID })).send('9876543210', 'Your code is 1234\n\n@x #1234');
    expect(twilioApi.received).toHaveLength(1);
    const [request] = twilioApi.received;
    expect(request!.method).toBe('POST');
    expect(request!.url).toBe(`/2010-04-01/Accounts/${ACCOUNT_SID}/Messages.json`);
    expect(basicCredentials(request!)).toBe(`${ACCOUNT_SID}:${AUTH_TOKEN}`);
    expect(request!.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    const form = new URLSearchParams(request!.body.toString());
    expect(Object.fromEntries(form)).toEqual({
      To: '+919876543210',
      Body: 'Your code is 1234\n\n@x #1234',
      MessagingServiceSid: SERVICE_SID,
    });
  });

  it('sends From a Twilio number when no Messaging Service is set', async () => {
    await (await gateway({ from: '+15017122661' })).send('9876543210', 'hello');
    const form = new URLSearchParams(twilioApi.received[0]!.body.toString());
    expect(form.get('From')).toBe('+15017122661');
    expect(form.has('MessagingServiceSid')).toBe(false);
  });

  it("rejects with Twilio's status and error code when it refuses the message (400, 21211)", async () => {
    twilioApi.answerWith(() => ({
      status: 400,
      json: {
        code: 21211,
        message: "The 'To' number +919876543210 is not a valid phone number.",
        more_info: 'https://www.twilio.com/docs/errors/21211',
        status: 400,
      },
    }));
    const error = await sendFailure((await gateway({ messagingServiceSid: SERVICE_SID })).send('9876543210', 'x'));
    expect(error).toMatchObject({ gateway: 'twilio', status: 400, providerCode: '21211', timedOut: false });
    expect(error.message).toContain('not a valid phone number');
  });

  it('rejects when the credentials are refused (401, 20003), trying only once', async () => {
    twilioApi.answerWith(() => ({
      status: 401,
      json: {
        code: 20003,
        message: 'Authenticate',
        more_info: 'https://www.twilio.com/docs/errors/20003',
        status: 401,
      },
    }));
    const error = await sendFailure((await gateway({ messagingServiceSid: SERVICE_SID })).send('9876543210', 'x'));
    expect(error).toMatchObject({ status: 401, providerCode: '20003' });
    expect(twilioApi.received).toHaveLength(1);
  });

  it('rejects as timed out when Twilio does not answer in time', async () => {
    twilioApi.answerWith(() => 'hang');
    const error = await sendFailure((await gateway({ messagingServiceSid: SERVICE_SID }, 200)).send('9876543210', 'x'));
    expect(error).toMatchObject({ gateway: 'twilio', timedOut: true });
  });
});
