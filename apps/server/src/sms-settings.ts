import { z } from 'zod';

/** The values SMS_GATEWAY takes (issue 13, docs/decisions/0039). */
export const SMS_GATEWAYS = ['console', 'twilio', 'msg91', 'android', 'webhook'] as const;
export type SmsGatewayKind = (typeof SMS_GATEWAYS)[number];

/** Where the Twilio helper library sends its calls unless TWILIO_API_URL names another place. */
export const TWILIO_API_URL = 'https://api.twilio.com';
/** MSG91's API host (its Flow API is `POST /api/v5/flow/` there). */
export const MSG91_API_URL = 'https://control.msg91.com';
/** The cloud server of SMS Gateway for Android; a phone's own local server is `http://<its address>:8080`. */
export const ANDROID_SMS_CLOUD_URL = 'https://api.sms-gate.app/3rdparty/v1';
/** The most characters India's DLT registry lets one template variable hold. */
const DLT_VARIABLE_MAX_LENGTH = 30;
/** The shortest SMS_WEBHOOK_SECRET taken: 32 characters, 256 bits of a random hex or base64 key or more. */
export const WEBHOOK_SECRET_MIN_LENGTH = 32;

/** The chosen gateway and what it needs (config.ts `smsGateway`). */
export type SmsGatewaySettings =
  | { kind: 'console' }
  | {
      kind: 'twilio';
      accountSid: string;
      authToken: string;
      /** One of the two names the sender: a Messaging Service (preferred) or a Twilio number in E.164. */
      messagingServiceSid: string | undefined;
      from: string | undefined;
      apiUrl: string;
    }
  | { kind: 'msg91'; authKey: string; templateId: string; senderId: string; apiUrl: string }
  | { kind: 'android'; url: string; user: string; password: string }
  | { kind: 'webhook'; url: string; secret: string };

/** An `http://` or `https://` URL (a setting's value). */
export const httpUrl = z.string().refine(isHttpUrl, 'must be an http:// or https:// URL');

const required = (gateway: SmsGatewayKind) => z.string({ error: `is required with SMS_GATEWAY=${gateway}` });

const twilioSchema = z
  .object({
    TWILIO_ACCOUNT_SID: required('twilio').regex(/^AC[0-9a-fA-F]{32}$/, 'must be AC followed by 32 hex digits'),
    TWILIO_AUTH_TOKEN: required('twilio'),
    TWILIO_MESSAGING_SERVICE_SID: z
      .string()
      .regex(/^MG[0-9a-fA-F]{32}$/, 'must be MG followed by 32 hex digits')
      .optional(),
    TWILIO_FROM: z
      .string()
      .regex(/^\+[1-9]\d{6,14}$/, 'must be a Twilio number in E.164 form, e.g. +15017122661')
      .optional(),
    TWILIO_API_URL: httpUrl.default(TWILIO_API_URL),
  })
  .refine((env) => env.TWILIO_MESSAGING_SERVICE_SID !== undefined || env.TWILIO_FROM !== undefined, {
    message: 'set TWILIO_MESSAGING_SERVICE_SID or TWILIO_FROM with SMS_GATEWAY=twilio',
    path: ['TWILIO_MESSAGING_SERVICE_SID'],
    // Checked even when another key is bad, so the list of problems is whole.
    when: () => true,
  })
  .transform((env): SmsGatewaySettings => ({
    kind: 'twilio',
    accountSid: env.TWILIO_ACCOUNT_SID,
    authToken: env.TWILIO_AUTH_TOKEN,
    messagingServiceSid: env.TWILIO_MESSAGING_SERVICE_SID,
    from: env.TWILIO_FROM,
    apiUrl: env.TWILIO_API_URL,
  }));

const msg91Schema = z
  .object({
    MSG91_AUTH_KEY: required('msg91'),
    MSG91_TEMPLATE_ID: required('msg91'),
    MSG91_SENDER_ID: required('msg91').regex(/^[A-Za-z]{6}$/, 'must be the 6-letter sender ID (DLT header)'),
    MSG91_API_URL: httpUrl.default(MSG91_API_URL),
    PUBLIC_URL: z.string().optional(),
  })
  .refine((env) => fitsDltVariable(env.PUBLIC_URL), {
    message: `with SMS_GATEWAY=msg91 its host may have at most ${DLT_VARIABLE_MAX_LENGTH - '@ #0000'.length} characters: the Web OTP line is one DLT variable of at most ${DLT_VARIABLE_MAX_LENGTH}`,
    path: ['PUBLIC_URL'],
    when: () => true,
  })
  .transform((env): SmsGatewaySettings => ({
    kind: 'msg91',
    authKey: env.MSG91_AUTH_KEY,
    templateId: env.MSG91_TEMPLATE_ID,
    senderId: env.MSG91_SENDER_ID,
    apiUrl: env.MSG91_API_URL,
  }));

const androidSchema = z
  .object({
    ANDROID_SMS_URL: httpUrl.default(ANDROID_SMS_CLOUD_URL),
    ANDROID_SMS_USER: required('android'),
    ANDROID_SMS_PASSWORD: required('android'),
  })
  .transform((env): SmsGatewaySettings => ({
    kind: 'android',
    url: env.ANDROID_SMS_URL.replace(/\/+$/, ''),
    user: env.ANDROID_SMS_USER,
    password: env.ANDROID_SMS_PASSWORD,
  }));

const webhookSchema = z
  .object({
    SMS_WEBHOOK_URL: required('webhook').pipe(httpUrl),
    SMS_WEBHOOK_SECRET: required('webhook').min(
      WEBHOOK_SECRET_MIN_LENGTH,
      `must be at least ${WEBHOOK_SECRET_MIN_LENGTH} characters`,
    ),
  })
  .transform((env): SmsGatewaySettings => ({
    kind: 'webhook',
    url: env.SMS_WEBHOOK_URL,
    secret: env.SMS_WEBHOOK_SECRET,
  }));

const gatewaySchemas: Record<SmsGatewayKind, z.ZodType<SmsGatewaySettings>> = {
  console: z.object({}).transform((): SmsGatewaySettings => ({ kind: 'console' })),
  twilio: twilioSchema,
  msg91: msg91Schema,
  android: androidSchema,
  webhook: webhookSchema,
};

/**
 * Reads the settings of the gateway SMS_GATEWAY names (default `console`) from the environment
 * (empty values already dropped), issue 13, D39. Returns them, or `settings: undefined` with the zod
 * issues naming every missing or bad key of that gateway (none when SMS_GATEWAY itself is not one of
 * SMS_GATEWAYS: the main schema reports that). Keys of the other gateways are ignored.
 */
export function readSmsGatewaySettings(env: Record<string, string | undefined>): {
  settings: SmsGatewaySettings | undefined;
  issues: z.core.$ZodIssue[];
} {
  const kind = env.SMS_GATEWAY ?? 'console';
  if (!isGatewayKind(kind)) return { settings: undefined, issues: [] };
  const result = gatewaySchemas[kind].safeParse(env);
  return result.success ? { settings: result.data, issues: [] } : { settings: undefined, issues: result.error.issues };
}

function isGatewayKind(value: string): value is SmsGatewayKind {
  return (SMS_GATEWAYS as readonly string[]).includes(value);
}

/** Whether `@<host of publicUrl> #0000` fits one DLT variable (MSG91's `webotp`); an unreadable URL is the main schema's to report. */
function fitsDltVariable(publicUrl: string | undefined): boolean {
  if (publicUrl === undefined || !isHttpUrl(publicUrl)) return true;
  return `@${new URL(publicUrl).hostname} #0000`.length <= DLT_VARIABLE_MAX_LENGTH;
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}
