import Client, { ProcessState, type HttpClient, type MessageState } from 'android-sms-gateway';
import { OTP_VALID_MS } from '@rasoi/domain/constants';
import { callProvider, messageOf } from './provider-http.ts';
import { indianE164, SmsSendError, type SmsGateway } from './gateway.ts';

/**
 * SMS_GATEWAY=android (issue 13, D39): "SMS Gateway for Android" (capcom6/android-sms-gateway) sends the
 * text from the kitchen's own phone, through its client library `android-sms-gateway`. ANDROID_SMS_URL
 * is the phone's local server (`http://<phone address>:8080`, local mode) or the project's cloud server
 * (the default, cloud mode); ANDROID_SMS_USER/ANDROID_SMS_PASSWORD are the credentials the app shows.
 * The message lives as long as the code (a phone that comes online later does not send a dead code).
 * Rejects with SmsSendError on a non-2xx answer (the gateway's `{"message": ...}`), a message the
 * gateway reports Failed, or no answer within `timeoutMs`.
 */
export function androidSmsGateway(
  settings: { url: string; user: string; password: string },
  timeoutMs: number,
): SmsGateway {
  const client = new Client(settings.user, settings.password, httpClient(timeoutMs), settings.url);
  return {
    async send(mobile, text) {
      const state = await client.send({
        phoneNumbers: [indianE164(mobile)],
        message: text,
        ttl: OTP_VALID_MS / 1000,
      });
      // A 2xx without a readable state was taken: the gateway queues before it reports.
      if (state?.state === ProcessState.Failed) {
        throw new SmsSendError('android', failureOf(state) ?? 'the phone could not send the message', {
          providerCode: state.state,
        });
      }
    },
  };
}

/**
 * The library leaves HTTP to its caller: this one is fetch with the timeout, and a 4xx/5xx rejects with
 * SmsSendError (its `status`, the gateway's `message`); no answer rejects without a status.
 */
export function httpClient(timeoutMs: number): HttpClient {
  const call = async <T>(method: string, url: string, headers?: Record<string, string>, body?: unknown) => {
    const answer = await callProvider('android', url, {
      method,
      headers: headers ?? {},
      body: body === undefined ? undefined : JSON.stringify(body),
      timeoutMs,
    });
    if (answer.status < 200 || answer.status > 299) {
      throw new SmsSendError('android', messageOf(answer.json) ?? `the gateway answered ${answer.status}`, {
        status: answer.status,
      });
    }
    return answer.json as T;
  };
  return {
    get: (url, headers) => call('GET', url, headers),
    post: (url, body, headers) => call('POST', url, headers, body),
    put: (url, body, headers) => call('PUT', url, headers, body),
    patch: (url, body, headers) => call('PATCH', url, headers, body),
    delete: (url, headers) => call('DELETE', url, headers),
  };
}

function failureOf(state: MessageState): string | undefined {
  return (state.recipients ?? []).find((recipient) => recipient.error)?.error ?? undefined;
}
