/**
 * A payment gateway as Rasoi uses it (issue 27 part 2, docs/decisions/0100): one adapter per gateway,
 * behind this interface, as the SMS providers are (modules/customers/auth/sms/gateway.ts). Amounts are paise.
 */
export type PaymentGateway = {
  /** The gateway's name for logs ('razorpay'). */
  readonly name: string;
  /** Creates the gateway's order for `amountPaise` (INR), with Rasoi's `receipt` (its payment id) and notes. */
  createOrder(input: { amountPaise: number; receipt: string; notes: Record<string, string> }): Promise<GatewayOrder>;
  /** Refunds `amountPaise` of the captured payment `paymentId` (the gateway's id). */
  refundPayment(input: { paymentId: string; amountPaise: number; receipt: string }): Promise<GatewayRefund>;
};

/** The gateway's order: its id and the amount it asks. */
export type GatewayOrder = { id: string; amountPaise: number };

/** The gateway's refund: its id and where it is ('processed' once the money is on its way back). */
export type GatewayRefund = { id: string; status: 'processed' | 'pending' | 'failed' };

/**
 * A gateway call that did not do what was asked: no answer in time ('timeout'), not reachable, an answer
 * too long to read, an answer that is not what the documentation gives ('bad_answer'), or a refusal
 * ('refused', with the HTTP status and the gateway's error code and reason, never a secret).
 */
export class PaymentGatewayError extends Error {
  constructor(
    readonly reason: 'timeout' | 'unreachable' | 'too_large' | 'bad_answer' | 'refused',
    readonly details: { status?: number; code?: string; gatewayReason?: string } = {},
  ) {
    super(`payment gateway call failed: ${reason}`);
    this.name = 'PaymentGatewayError';
  }
}
