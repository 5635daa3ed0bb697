import { callHttp, HttpCallError, type HttpAnswer } from '../../../lib/capped-http.ts';
import { PaymentGatewayError, type GatewayOrder, type GatewayRefund, type PaymentGateway } from './payment-gateway.ts';

/** Where the adapter calls and with what: the API's origin, the time a call may take, the kitchen's keys. */
export type RazorpaySettings = { apiUrl: string; timeoutMs: number; keyId: string; keySecret: string };

/**
 * Razorpay's REST API with fetch (docs/decisions/0100; the official `razorpay` npm client is not a
 * dependency): basic auth with key id and key secret, JSON bodies, amounts in paise. Creates an order
 * (`POST /v1/orders` with amount, currency INR, receipt and notes; answers `{ id: 'order_...', amount,
 * status: 'created', ... }`) and refunds a payment (`POST /v1/payments/:id/refund` with the
 * `X-Refund-Idempotency` key, answers `{ id: 'rfnd_...', status, ... }`). A refusal is `{ error: { code, description, source, step, reason, field } }`
 * with a 4xx/5xx status: a PaymentGatewayError 'refused' with the status, code and reason. The answer is
 * read up to 64 KiB (lib/capped-http.ts).
 */
export function razorpayGateway(settings: RazorpaySettings): PaymentGateway {
  const authorization = `Basic ${Buffer.from(`${settings.keyId}:${settings.keySecret}`).toString('base64')}`;
  const post = async (path: string, body: unknown, extra: Record<string, string> = {}): Promise<HttpAnswer> => {
    try {
      return await callHttp(`${settings.apiUrl}${path}`, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/json', accept: 'application/json', ...extra },
        body: JSON.stringify(body),
        timeoutMs: settings.timeoutMs,
      });
    } catch (error) {
      if (error instanceof HttpCallError) throw new PaymentGatewayError(error.reason);
      throw error;
    }
  };
  return {
    name: 'razorpay',
    async createOrder({ amountPaise, receipt, notes }): Promise<GatewayOrder> {
      const answer = await post('/v1/orders', { amount: amountPaise, currency: 'INR', receipt, notes });
      const json = succeeded(answer) as { id?: unknown; amount?: unknown };
      if (typeof json.id !== 'string' || json.id === '' || json.amount !== amountPaise) {
        throw new PaymentGatewayError('bad_answer', { status: answer.status });
      }
      return { id: json.id, amountPaise };
    },
    async refundPayment({ paymentId, amountPaise, receipt }): Promise<GatewayRefund> {
      // The refund's own id as Razorpay's refund idempotency key: a call sent again after a timeout (which
      // may have reached the gateway) answers the same refund, never a second one.
      const answer = await post(
        `/v1/payments/${encodeURIComponent(paymentId)}/refund`,
        { amount: amountPaise, receipt },
        { 'x-refund-idempotency': receipt },
      );
      const json = succeeded(answer) as { id?: unknown; status?: unknown };
      if (typeof json.id !== 'string' || json.id === '') {
        throw new PaymentGatewayError('bad_answer', { status: answer.status });
      }
      const status = json.status === 'processed' || json.status === 'failed' ? json.status : 'pending';
      return { id: json.id, status };
    },
  };
}

/** The answer's JSON when its status is 2xx; else the refusal, read from Razorpay's error envelope. */
function succeeded(answer: HttpAnswer): object {
  if (answer.status >= 200 && answer.status < 300 && typeof answer.json === 'object' && answer.json !== null) {
    return answer.json;
  }
  if (answer.status >= 200 && answer.status < 300)
    throw new PaymentGatewayError('bad_answer', { status: answer.status });
  const error = (answer.json as { error?: { code?: unknown; reason?: unknown } } | undefined)?.error;
  throw new PaymentGatewayError('refused', {
    status: answer.status,
    ...(typeof error?.code === 'string' ? { code: error.code.slice(0, 64) } : {}),
    ...(typeof error?.reason === 'string' ? { gatewayReason: error.reason.slice(0, 64) } : {}),
  });
}
