import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../../config.ts';
import { createSmsGateway } from './create-sms-gateway.ts';
import { SmsSendError } from './gateway.ts';

/**
 * SMS_TIMEOUT_MS holds every provider call (issue 13, D39), even where a library's own timeout does
 * not: Twilio's client times out only a socket that falls silent, so a provider that sends its answer a
 * byte at a time would hold the customer for as long as it likes without the gateway's deadline.
 */
let dripping: http.Server;
let url: string;
beforeAll(async () => {
  dripping = http.createServer((_request, response) => {
    response.writeHead(201, { 'content-type': 'application/json' });
    const timer = setInterval(() => response.write(' '), 50);
    response.on('close', () => clearInterval(timer));
  });
  await new Promise<void>((resolve) => dripping.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(dripping.address() as AddressInfo).port}`;
});
afterAll(async () => {
  dripping.closeAllConnections();
  await new Promise<void>((resolve) => dripping.close(() => resolve()));
});

const silentLog = { warn: () => {} } as unknown as Parameters<typeof createSmsGateway>[1];

describe('the gateway deadline', () => {
  it('rejects as timed out a provider that keeps answering slowly past SMS_TIMEOUT_MS', async () => {
    const config = loadConfig({
      SMS_GATEWAY: 'twilio',
      TWILIO_ACCOUNT_SID: `AC${'12'.repeat(16)}`,
      TWILIO_AUTH_TOKEN: 'token',
      TWILIO_FROM: '+15017122661',
      TWILIO_API_URL: url,
      SMS_TIMEOUT_MS: '300',
    });
    const gateway = await createSmsGateway(config, silentLog);
    const error = await gateway.send('9876543210', 'hello').then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(SmsSendError);
    expect(error).toMatchObject({ gateway: 'twilio', timedOut: true });
  });
});
