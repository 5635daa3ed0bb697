import { callProvider, messageOf } from './provider-http.ts';
import { indianE164, SmsSendError, type SmsGateway } from './gateway.ts';
import { webOtpLine } from './otp-text.ts';

type Msg91Settings = { authKey: string; templateId: string; senderId: string; apiUrl: string };

/**
 * SMS_GATEWAY=msg91 (issue 13, D39): MSG91's Flow API, `POST <MSG91_API_URL>/api/v5/flow/` with the
 * `authkey` header. India's DLT rules allow only a registered template, so the message goes as the
 * MSG91 template MSG91_TEMPLATE_ID (mapped there to its DLT template) with the variables `otp`,
 * `kitchen` and `webotp` (the Web OTP line `@host #code`, one variable so the template needs no `#` beside one), from sender ID MSG91_SENDER_ID, to `91XXXXXXXXXX` (docs/operations.md 'SMS');
 * a message without code parts has no registered template and is refused.
 * MSG91 answers `{"type": "success", "message": <request id>}`, or `{"type": "error", "message": ...}`,
 * sometimes with status 200: only a 2xx with type success is a sent message; anything else, or no answer
 * within `timeoutMs`, rejects with SmsSendError.
 */
export function msg91SmsGateway(settings: Msg91Settings, timeoutMs: number): SmsGateway {
  const url = new URL('/api/v5/flow/', settings.apiUrl).href;
  return {
    async send(mobile, _text, otp) {
      // A DLT template is registered per kind of message: only the code message has one here.
      if (otp === undefined) throw new SmsSendError('msg91', 'MSG91 sends only the login code template');
      const { code, kitchenName, host } = otp;
      const answer = await callProvider('msg91', url, {
        method: 'POST',
        headers: { authkey: settings.authKey, 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({
          template_id: settings.templateId,
          sender: settings.senderId,
          short_url: '0',
          recipients: [
            { mobiles: indianE164(mobile).slice(1), otp: code, kitchen: kitchenName, webotp: webOtpLine(host, code) },
          ],
        }),
        timeoutMs,
      });
      const type = typeOf(answer.json);
      if (answer.status >= 200 && answer.status <= 299 && type === 'success') return;
      throw new SmsSendError('msg91', messageOf(answer.json) ?? `MSG91 answered ${answer.status}`, {
        status: answer.status,
        providerCode: type,
      });
    },
  };
}

function typeOf(json: unknown): string | undefined {
  if (typeof json === 'object' && json !== null && 'type' in json && typeof json.type === 'string') return json.type;
  return undefined;
}
