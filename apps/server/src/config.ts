import path from 'node:path';
import { fileURLToPath } from 'node:url';
import proxyAddr from '@fastify/proxy-addr';
import { z } from 'zod';
import {
  DEFAULT_COUPON_OFFERS,
  DEFAULT_ETA_MINUTES,
  DEFAULT_KITCHEN_TIME_ZONE,
  DEFAULT_SMS_HOURLY_BUDGET,
} from '@rasoi/domain/constants';
import { DEFAULT_SERVICEABLE_PINCODES } from '@rasoi/domain/address';
import { normaliseMobile } from '@rasoi/domain/mobile';
import { httpUrl, readSmsGatewaySettings, SMS_GATEWAYS, type SmsGatewaySettings } from './sms-settings.ts';

/**
 * The repository root, found from this file rather than the working directory, because
 * `npm start` runs at the root but `npm run start -w @rasoi/server` runs in apps/server.
 */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * Connections one instance opens to PostgreSQL at most (plus its LISTEN connection) unless
 * DATABASE_POOL_SIZE says otherwise (issue 30, D77): as many transactions in flight as the order bench's
 * 32 connections (issue 17). Several instances together must stay under the server's max_connections.
 */
export const DEFAULT_DATABASE_POOL_SIZE = 32;

const fromRoot = (value: string) => path.resolve(REPO_ROOT, value);

const envSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATA_DIR: z.string().min(1).default('data').transform(fromRoot),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL (leave unset for SQLite)')
      .optional(),
    // Connections the PostgreSQL pool opens at most (issue 30, D77); SQLite ignores it.
    DATABASE_POOL_SIZE: z.coerce
      .number({ error: 'must be a whole number of connections from 1 to 1000' })
      .int('must be a whole number of connections from 1 to 1000')
      .min(1, 'must be a whole number of connections from 1 to 1000')
      .max(1000, 'must be a whole number of connections from 1 to 1000')
      .default(DEFAULT_DATABASE_POOL_SIZE),
    SERVICEABLE_PINCODES: z
      .string()
      .default(DEFAULT_SERVICEABLE_PINCODES.join(','))
      .transform((value) =>
        value
          .split(',')
          .map((pincode) => pincode.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.string().regex(/^\d{6}$/, 'must be 6-digit pincodes, comma separated')).min(1)),
    KITCHEN_TIMEZONE: z
      .string()
      .default(DEFAULT_KITCHEN_TIME_ZONE)
      .refine(isTimeZone, 'must be an IANA time zone such as Asia/Kolkata'),
    SMS_GATEWAY: z.enum(SMS_GATEWAYS).default('console'),
    // How long one provider call may take before the code counts as not sent (issue 13, D39).
    SMS_TIMEOUT_MS: z.coerce
      .number({ error: 'must be a whole number of milliseconds from 100 to 60000' })
      .int('must be a whole number of milliseconds from 100 to 60000')
      .min(100, 'must be a whole number of milliseconds from 100 to 60000')
      .max(60_000, 'must be a whole number of milliseconds from 100 to 60000')
      .default(5000),
    // The payment gateway's API and checkout script (issue 27 part 2, D100): Razorpay's; a test's stand-in.
    PAYMENT_GATEWAY_API_URL: httpUrl.default('https://api.razorpay.com'),
    PAYMENT_GATEWAY_CHECKOUT_URL: httpUrl.default('https://checkout.razorpay.com/v1/checkout.js'),
    PAYMENT_GATEWAY_TIMEOUT_MS: z.coerce
      .number({ error: 'must be a whole number of milliseconds from 100 to 60000' })
      .int('must be a whole number of milliseconds from 100 to 60000')
      .min(100, 'must be a whole number of milliseconds from 100 to 60000')
      .max(60_000, 'must be a whole number of milliseconds from 100 to 60000')
      .default(10_000),
    // The app's own address as customers open it: the host the Web OTP line of a code SMS names (D39).
    PUBLIC_URL: httpUrl.default('http://localhost:3000'),
    // Code messages the kitchen pays for in one hour, all numbers together (issue 11, docs/security.md).
    SMS_HOURLY_BUDGET: z.coerce
      .number({ error: 'must be a whole number from 1 to 1000000' })
      .int('must be a whole number from 1 to 1000000')
      .min(1, 'must be a whole number from 1 to 1000000')
      .max(1_000_000, 'must be a whole number from 1 to 1000000')
      .default(DEFAULT_SMS_HOURLY_BUDGET),
    ORDER_ETA_MINUTES: z.coerce.number().int().min(1).max(600).default(DEFAULT_ETA_MINUTES),
    // Capped at 50%: the minimum order applies after the discount, so a larger off would make most
    // ordinary orders too small to place with the coupon.
    COUPON_OFFERS: z
      .string()
      .default(DEFAULT_COUPON_OFFERS.join(','))
      .transform((value) =>
        value
          .split(',')
          .map((off) => off.trim())
          .filter(Boolean),
      )
      .pipe(
        z
          .array(z.string().regex(/^([1-9]|[1-4]\d|50)$/, 'must be whole percentages from 1 to 50, comma separated'))
          .min(1, 'must name at least one percentage'),
      )
      .transform((offers) => offers.map(Number)),
    // The seller account a fresh install starts with (issue 3); unset: a default number and a PIN printed once.
    // Any form of an Indian mobile ('+91 98765 43210'), kept as its ten digits (docs/decisions/0076).
    SELLER_MOBILE: z
      .string()
      .transform((text, context) => {
        const mobile = normaliseMobile(text.trim());
        if (mobile) return mobile;
        context.addIssue({ code: 'custom', message: 'must be an Indian mobile number (10 digits starting with 6-9)' });
        return z.NEVER;
      })
      .optional(),
    SELLER_PIN: z
      .string()
      .regex(/^\d{4}$/, 'must be a 4-digit PIN')
      .optional(),
    // Web Push (docs/decisions/p07): the VAPID key pair, both or neither (unset: generated once, kept in the database).
    VAPID_PUBLIC_KEY: z
      .string()
      .regex(/^[A-Za-z0-9_-]{87}$/, 'must be an unpadded base64url P-256 public key (87 characters)')
      .optional(),
    VAPID_PRIVATE_KEY: z
      .string()
      .regex(/^[A-Za-z0-9_-]{43}$/, 'must be an unpadded base64url P-256 private key (43 characters)')
      .optional(),
    VAPID_SUBJECT: z
      .string()
      .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'must be a mailto: address or an https:// URL')
      .default('mailto:kitchen@rasoi.local'),
    // Browser journeys only (D92): a server clock the journey moves, POST /__test/clock. Refused in production.
    TEST_CLOCK: z.enum(['on', 'off']).default('off'),
    // Behind a reverse proxy or load balancer that sets X-Forwarded-For/-Proto (issues 7 and 11, docs/security.md).
    TRUST_PROXY: z.string().default('false').transform(parseTrustProxy),
    // Open customer event streams one instance holds at most (issue 11, docs/security.md); each costs a socket and
    // some memory. The seller's streams have places apart (modules/live/events/live-streams.ts, issue 17).
    STREAM_MAX_PER_INSTANCE: z.coerce.number().int().min(1).max(100_000).default(2000),
    // The daily SQLite backup (issue 13, docs/decisions/0042): when, how long kept, where.
    BACKUP_AT: z
      .string()
      .regex(/^(([01]\d|2[0-3]):[0-5]\d|off)$/, 'must be a time of day as HH:MM (kitchen time), or off')
      .default('03:30')
      .transform((value) => (value === 'off' ? null : Number(value.slice(0, 2)) * 60 + Number(value.slice(3)))),
    BACKUP_KEEP_DAYS: z.coerce
      .number({ error: 'must be a whole number of days from 1 to 3650' })
      .int('must be a whole number of days from 1 to 3650')
      .min(1, 'must be a whole number of days from 1 to 3650')
      .max(3650, 'must be a whole number of days from 1 to 3650')
      .default(14),
    BACKUP_DIR: z.string().min(1).transform(fromRoot).optional(),
    // The off-machine copy after each daily backup (issue 30, D78): an rclone remote path. Never an option
    // (a leading '-') and one line, since it is handed to rclone as an argument.
    BACKUP_REMOTE: z
      .string()
      .refine(
        (value) => !/^[-\s]/.test(value) && !/[\r\n\0]/.test(value) && (value.includes(':') || value.startsWith('/')),
        'must be an rclone remote path such as myremote:rasoi-backups (or an absolute folder)',
      )
      .optional(),
    // The WhatsApp Cloud API's origin (issue 27 part 3, D101): Meta's Graph API; tests point it at a local stand-in.
    WHATSAPP_API_URL: httpUrl.default('https://graph.facebook.com'),
    // How long one WhatsApp send may take before it counts as failed and the push goes instead (D101).
    WHATSAPP_TIMEOUT_MS: z.coerce
      .number({ error: 'must be a whole number of milliseconds from 100 to 60000' })
      .int('must be a whole number of milliseconds from 100 to 60000')
      .min(100, 'must be a whole number of milliseconds from 100 to 60000')
      .max(60_000, 'must be a whole number of milliseconds from 100 to 60000')
      .default(10_000),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    WEB_DIST_DIR: z.string().min(1).default('apps/web/dist').transform(fromRoot),
  })
  .refine((env) => (env.VAPID_PUBLIC_KEY === undefined) === (env.VAPID_PRIVATE_KEY === undefined), {
    message: 'set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither',
    path: ['VAPID_PRIVATE_KEY'],
  });

/** The server's settings, every one with a default (docs/architecture.md 'Server', docs/architecture.md 'Style' 9). */
export type Config = {
  port: number;
  host: string;
  /** Absolute folder for the SQLite file and stored files. */
  dataDir: string;
  /** PostgreSQL URL; undefined means SQLite at `dataDir/rasoi.db`. */
  databaseUrl: string | undefined;
  /** Most connections the PostgreSQL pool holds (DATABASE_POOL_SIZE, D77); unused on SQLite. */
  databasePoolSize: number;
  /** Seeds the kitchen's stored pincodes on a fresh install; the stored ones count after (D40). */
  serviceablePincodes: string[];
  kitchenTimezone: string;
  /** Which provider texts the codes, with its settings (issue 13, D39; modules/customers/auth/sms). */
  smsGateway: SmsGatewaySettings;
  /** Longest a provider call may take, in ms, before the send counts as failed. */
  smsTimeoutMs: number;
  /**
   * The payment gateway (D100): its API's origin (no path), the checkout script the web loads, and the
   * longest a call may take in ms. The keys are the kitchen's, in the database.
   */
  paymentGateway: { apiUrl: string; checkoutUrl: string; timeoutMs: number };
  /** The app's public origin, e.g. `https://rasoi.example` (no path); its host ends every code SMS (Web OTP). */
  publicUrl: string;
  /** One-time code messages that may be sent in one UTC hour, all numbers together (D35). */
  smsHourlyBudget: number;
  /** The WhatsApp Cloud API's origin (WHATSAPP_API_URL, D101), no trailing slash. */
  whatsAppApiUrl: string;
  /** Longest one WhatsApp send may take, in ms (WHATSAPP_TIMEOUT_MS, D101). */
  whatsAppTimeoutMs: number;
  /** Seeds the stored delivery time of a new order, in minutes, on a fresh install (D40). */
  orderEtaMinutes: number;
  /** Seeds the stored percentages a won coupon is drawn from (docs/decisions/p08), on a fresh install (D40). */
  couponOffers: number[];
  /** Mobile number and PIN of the seller created on first start when there is none (ensure-seller.ts). */
  sellerMobile: string | undefined;
  sellerPin: string | undefined;
  /** VAPID key pair from the environment (both or neither); unset: the one kept in the database. */
  vapidPublicKey: string | undefined;
  vapidPrivateKey: string | undefined;
  /** Contact the push services see in every VAPID token: mailto: or https:. */
  vapidSubject: string;
  /**
   * Which proxies' X-Forwarded-For and X-Forwarded-Proto are believed (only behind a proxy that sets
   * them): per-address limits then count the client's address, and HSTS is sent when the client used https.
   */
  trustProxy: TrustProxy;
  /** Open event streams this instance holds at most; one more is answered 429 (issue 11). */
  streamMaxPerInstance: number;
  /** Daily backup time (SQLite, or pg_dump on PostgreSQL: D78) in minutes after the kitchen's midnight; null: none (D42). */
  backupAtMinutes: number | null;
  /** Days a scheduled or manual backup is kept; the newest sound one is kept regardless (D42). */
  backupKeepDays: number;
  /** Absolute folder of the backups (default DATA_DIR/backups): SQLite copies, or pg_dump files on PostgreSQL. */
  backupDir: string;
  /** rclone remote path the backups are copied to after each daily backup; null: no off-machine copy (D78). */
  backupRemote: string | null;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** Absolute folder of the built web app. */
  webDistDir: string;
  /**
   * TEST_CLOCK=on (browser journeys only, D92): the server's clock can be set by POST /__test/clock, which
   * then makes the plan meals due at that instant. Never on with NODE_ENV=production.
   */
  testClock: boolean;
};

/**
 * Which proxies are believed (issue 11, docs/decisions/0033): none; the last `hops` hops in front of
 * the server, whoever they are; or the proxies at these addresses/CIDRs (proxy-addr's terms, also
 * `loopback`, `linklocal`, `uniquelocal`), which also checks that the peer is one of them.
 */
export type TrustProxy = false | { hops: number } | { addresses: string[] };

/** The most proxy hops TRUST_PROXY may name: a chain longer than this is a mistake, not a deployment. */
const MAX_TRUSTED_HOPS = 10;

/**
 * Reads TRUST_PROXY: `false`; `true` (one hop: the one nginx of docs/operations.md); a number of
 * hops from 1 to MAX_TRUSTED_HOPS; or a comma-separated list of proxy addresses/CIDRs, checked with
 * proxy-addr (the library Fastify trusts them with). Adds a zod issue for anything else.
 */
function parseTrustProxy(value: string, context: z.RefinementCtx): TrustProxy {
  const text = value.trim();
  if (text === 'false') return false;
  if (text === 'true') return { hops: 1 };
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops >= 1 && hops <= MAX_TRUSTED_HOPS) return { hops };
  } else {
    const addresses = text
      .split(',')
      .map((address) => address.trim())
      .filter(Boolean);
    try {
      proxyAddr.compile(addresses);
      if (addresses.length > 0) return { addresses };
    } catch {
      // Reported below with the forms the setting takes.
    }
  }
  context.addIssue({
    code: 'custom',
    message: `must be false, true (1 hop), a number of proxy hops from 1 to ${MAX_TRUSTED_HOPS}, or proxy addresses/CIDRs, comma separated`,
  });
  return false;
}

/** Thrown by `loadConfig` with every bad setting listed, one per line. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/**
 * Reads the settings from an environment (usually `process.env`). Empty strings count as unset.
 * Returns the typed Config; throws ConfigError listing every bad setting.
 */
export function loadConfig(env: Record<string, string | undefined>): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const result = envSchema.safeParse(present);
  const gateway = readSmsGatewaySettings(present);
  const problems = [...(result.error?.issues ?? []), ...gateway.issues].map(
    (issue) => `${issue.path.join('.')}: ${issue.message}`,
  );
  if (result.success && result.data.TEST_CLOCK === 'on' && present.NODE_ENV === 'production') {
    problems.push('TEST_CLOCK: must be off in production (it lets anyone move the server clock)');
  }
  if (!result.success || gateway.settings === undefined || problems.length > 0) throw new ConfigError(problems);
  const e = result.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    serviceablePincodes: e.SERVICEABLE_PINCODES,
    kitchenTimezone: e.KITCHEN_TIMEZONE,
    smsGateway: gateway.settings,
    smsTimeoutMs: e.SMS_TIMEOUT_MS,
    publicUrl: new URL(e.PUBLIC_URL).origin,
    whatsAppApiUrl: new URL(e.WHATSAPP_API_URL).origin,
    whatsAppTimeoutMs: e.WHATSAPP_TIMEOUT_MS,
    paymentGateway: {
      apiUrl: new URL(e.PAYMENT_GATEWAY_API_URL).origin,
      checkoutUrl: e.PAYMENT_GATEWAY_CHECKOUT_URL,
      timeoutMs: e.PAYMENT_GATEWAY_TIMEOUT_MS,
    },
    smsHourlyBudget: e.SMS_HOURLY_BUDGET,
    orderEtaMinutes: e.ORDER_ETA_MINUTES,
    couponOffers: e.COUPON_OFFERS,
    sellerMobile: e.SELLER_MOBILE,
    sellerPin: e.SELLER_PIN,
    vapidPublicKey: e.VAPID_PUBLIC_KEY,
    vapidPrivateKey: e.VAPID_PRIVATE_KEY,
    vapidSubject: e.VAPID_SUBJECT,
    trustProxy: e.TRUST_PROXY,
    streamMaxPerInstance: e.STREAM_MAX_PER_INSTANCE,
    backupAtMinutes: e.BACKUP_AT,
    backupKeepDays: e.BACKUP_KEEP_DAYS,
    backupDir: e.BACKUP_DIR ?? path.join(e.DATA_DIR, 'backups'),
    backupRemote: e.BACKUP_REMOTE ?? null,
    logLevel: e.LOG_LEVEL,
    webDistDir: e.WEB_DIST_DIR,
    testClock: e.TEST_CLOCK === 'on',
  };
}

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}
