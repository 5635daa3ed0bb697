/**
 * The parts of a login code message (issue 13, docs/decisions/0039), for a gateway that sends a
 * registered template rather than free text (MSG91, under India's DLT rules).
 */
export type OtpParts = {
  code: string;
  kitchenName: string;
  /** The host of the app's public origin, named by the message's last line for Web OTP. */
  host: string;
};

/**
 * Sends one text message to an Indian mobile number, 10 digits without a prefix (docs/architecture.md
 * 'SMS'): `text` is the whole message; `otp` its parts when it carries a login code. Resolves once the
 * provider has accepted it; rejects with SmsSendError when the provider refuses it, fails or does not
 * answer in time.
 */
export type SmsGateway = { send(mobile: string, text: string, otp?: OtpParts): Promise<void> };

/**
 * A message the provider did not take. `reason` is for the log and may quote the provider's answer
 * (send-otp.ts removes the code from it before logging); `status` is the provider's HTTP status when
 * it answered, `providerCode` its own error code or type.
 */
export class SmsSendError extends Error {
  readonly gateway: string;
  readonly status: number | undefined;
  readonly providerCode: string | undefined;
  readonly timedOut: boolean;

  constructor(
    gateway: string,
    reason: string,
    details: { status?: number; providerCode?: string | number; timedOut?: boolean } = {},
  ) {
    super(reason);
    this.name = 'SmsSendError';
    this.gateway = gateway;
    this.status = details.status;
    this.providerCode = details.providerCode === undefined ? undefined : String(details.providerCode);
    this.timedOut = details.timedOut ?? false;
  }
}

/** An Indian 10-digit mobile number in E.164 form: `9876543210` -> `+919876543210`. */
export function indianE164(mobile: string): string {
  return `+91${mobile}`;
}

declare module '../../../../app-context.ts' {
  // Declaration merging needs an interface: the module adds its service to the app's context (D82).
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface AppServices {
    /** The text message gateway login codes go through (docs/architecture.md 'SMS'). */
    sms: SmsGateway;
  }
}
