import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { OTP_VALID_MS } from '@rasoi/domain/constants';
import {
  basicCredentials,
  startFakeSmsProvider,
  type FakeSmsProvider,
  sendFailure,
} from '../../../../../test/fake-sms-provider.ts';
import { androidSmsGateway } from './android.ts';

/** SMS_GATEWAY=android against a local stand-in of SMS Gateway for Android's API (issue 13, D39). */
const CREDENTIALS = { user: 'sms', password: 'phone-password' };
let phone: FakeSmsProvider;
beforeAll(async () => {
  phone = await startFakeSmsProvider();
});
afterAll(async () => {
  await phone.close();
});
beforeEach(() => {
  phone.received.length = 0;
  phone.answerWith(() => ({
    status: 202,
    json: {
      id: 'PyDmBQZZXYmyxMwED8Fzy',
      state: 'Pending',
      recipients: [{ phoneNumber: '+919876543210', state: 'Pending' }],
    },
  }));
});

const gateway = (url = phone.url, timeoutMs = 5000) => androidSmsGateway({ ...CREDENTIALS, url }, timeoutMs);

describe('the android gateway', () => {
  it("posts the message to the phone's local server with its credentials, the number in E.164, living as long as the code", async () => {
    await gateway().send('9876543210', 'Your code is 1234\n\n@x #1234');
    expect(phone.received).toHaveLength(1);
    const [request] = phone.received;
    expect(request!.method).toBe('POST');
    expect(request!.url).toBe('/message');
    expect(basicCredentials(request!)).toBe(`${CREDENTIALS.user}:${CREDENTIALS.password}`);
    expect(JSON.parse(request!.body.toString())).toEqual({
      phoneNumbers: ['+919876543210'],
      message: 'Your code is 1234\n\n@x #1234',
      ttl: OTP_VALID_MS / 1000,
    });
  });

  it("uses the cloud server's path in cloud mode", async () => {
    await gateway(`${phone.url}/3rdparty/v1`).send('9876543210', 'hello');
    expect(phone.received[0]!.url).toBe('/3rdparty/v1/message');
  });

  it("rejects the gateway's 4xx with its message", async () => {
    phone.answerWith(() => ({ status: 400, json: { message: 'invalid phone number: +91987' } }));
    const error = await sendFailure(gateway().send('9876543210', 'hello'));
    expect(error).toMatchObject({ gateway: 'android', status: 400, message: 'invalid phone number: +91987' });
    phone.answerWith(() => ({ status: 401, json: { message: 'Unauthorized' } }));
    expect(await sendFailure(gateway().send('9876543210', 'hello'))).toMatchObject({ status: 401 });
  });

  it('rejects a message the gateway reports Failed', async () => {
    phone.answerWith(() => ({
      status: 202,
      json: {
        id: 'x',
        state: 'Failed',
        recipients: [{ phoneNumber: '+919876543210', state: 'Failed', error: 'no SIM' }],
      },
    }));
    expect(await sendFailure(gateway().send('9876543210', 'hello'))).toMatchObject({
      providerCode: 'Failed',
      message: 'no SIM',
    });
  });

  it('rejects as timed out when the phone does not answer in time', async () => {
    phone.answerWith(() => 'hang');
    expect(await sendFailure(gateway(phone.url, 200).send('9876543210', 'hello'))).toMatchObject({ timedOut: true });
  });
});
