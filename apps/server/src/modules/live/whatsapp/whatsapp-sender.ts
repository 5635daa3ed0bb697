import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Locale } from '@rasoi/domain/locale';
import type { WhatsAppKind } from '@rasoi/domain/whatsapp';
import type { Config } from '../../../config.ts';
import type { Database } from '../../../db/schema.ts';
import { CloudApiError, sendTemplateMessage } from './cloud-api.ts';
import { findWhatsAppRecipient, type WhatsAppRecipient } from './whatsapp-opt-in.ts';
import { readWhatsAppSettings, whatsAppConfigured, type WhatsAppSettings } from './whatsapp-settings-queries.ts';

/**
 * One piece of news for one customer by WhatsApp (D101): which template, and the body's values in the
 * language the customer opted in with (written with `{ locale }`: a send runs outside any request).
 */
export type WhatsAppNotice = { userId: string; kind: WhatsAppKind; parameters: (locale: Locale) => string[] };

export type WhatsAppSender = {
  /**
   * Sends `notice` in the background (issue 27 part 3, D101): returns at once, never throws, and starts no
   * work before the caller's current turn of the event loop is over, so the request that caused it answers
   * first. The customer gets it only when they opted in and the kitchen's number and token are set;
   * otherwise, and when the send fails for good (refused, timed out, still rate limited after
   * WHATSAPP_SEND_ATTEMPTS tries, the token expired), `fallback` runs: the web push the customer would have
   * had. At most MAX_CONCURRENT_WHATSAPP sends are open per instance, MAX_QUEUED_WHATSAPP wait; beyond, the
   * fallback runs at once.
   */
  send(notice: WhatsAppNotice, fallback?: () => void): void;
  /** Resolves when every send started so far has settled, fallbacks handed on (app close; tests). */
  idle(): Promise<void>;
  /** This instance's totals since start: messages WhatsApp took, and sends that failed for good. */
  totals(): { sent: number; failed: number };
  /**
   * The sends of this instance right now: `sending`, calls open or waiting to retry (at most
   * MAX_CONCURRENT_WHATSAPP); `queued`, waiting for a free slot. For tests of the limits.
   */
  backlog(): { sending: number; queued: number };
};

/** WhatsApp calls open at once per instance: Meta's throughput is per number; a burst waits here, not there. */
export const MAX_CONCURRENT_WHATSAPP = 4;
/** Sends waiting for a free slot, per instance; beyond this a send is skipped (its fallback runs). */
export const MAX_QUEUED_WHATSAPP = 500;
/** Tries of one message when WhatsApp is rate limiting or unavailable, the first included. */
export const WHATSAPP_SEND_ATTEMPTS = 3;
/** The first wait before a retry without Retry-After, in ms; doubled each time. */
export const WHATSAPP_RETRY_BASE_MS = 2000;
/** The longest wait before a retry; a Retry-After beyond it gives up (the fallback goes) rather than hold the slot. */
export const WHATSAPP_RETRY_MAX_MS = 60_000;

/** How long to wait before try `attempt` + 1 (1-based) after `error`, or undefined to give up. */
export function retryDelayMs(error: CloudApiError, attempt: number, baseMs: number): number | undefined {
  if (attempt >= WHATSAPP_SEND_ATTEMPTS) return undefined;
  if (error.failure !== 'rate_limited' && error.failure !== 'unavailable') return undefined;
  const delay = error.retryAfterMs ?? baseMs * 2 ** (attempt - 1);
  return delay > WHATSAPP_RETRY_MAX_MS ? undefined : delay;
}

type Job = { notice: WhatsAppNotice; fallback: (() => void) | undefined; recipient: WhatsAppRecipient };

/**
 * Builds the sender over the stored settings and opt-ins. `retryBaseMs` is the first retry's wait
 * (WHATSAPP_RETRY_BASE_MS; tests pass 1). An expired token (401, code 190) is logged once as a warning and
 * stops every send of this instance until the seller saves the settings again (their version changes).
 * Each outcome's log line counts the instance's sends and failures and names the number by its last four
 * digits only, never the token.
 */
export function createWhatsAppSender(options: {
  db: Kysely<Database>;
  config: Pick<Config, 'whatsAppApiUrl' | 'whatsAppTimeoutMs'>;
  log: FastifyBaseLogger;
  retryBaseMs?: number;
}): WhatsAppSender {
  const { db, config, log } = options;
  const retryBaseMs = options.retryBaseMs ?? WHATSAPP_RETRY_BASE_MS;
  const inFlight = new Set<Promise<void>>();
  const queue: Job[] = [];
  const totals = { sent: 0, failed: 0 };
  let active = 0;
  /** The settings version an expired token was found under; sends stop while it is still the stored one. */
  let stoppedAt: string | null | undefined;

  const track = (task: Promise<void>) => {
    const tracked = task.finally(() => inFlight.delete(tracked));
    inFlight.add(tracked);
  };

  const fallBack = (job: Pick<Job, 'fallback'>) => {
    try {
      job.fallback?.();
    } catch (error) {
      log.error({ err: error }, 'whatsapp: the fallback push failed');
    }
  };

  const attempt = async (settings: WhatsAppSettings, job: Job, tries: number): Promise<void> => {
    const { notice, recipient } = job;
    const to = maskedMobile(recipient.mobile);
    try {
      await sendTemplateMessage(
        {
          apiUrl: config.whatsAppApiUrl,
          phoneNumberId: settings.phoneNumberId!,
          accessToken: settings.accessToken!,
          timeoutMs: config.whatsAppTimeoutMs,
        },
        {
          mobile: recipient.mobile,
          template: settings.templates[notice.kind],
          locale: recipient.locale,
          parameters: notice.parameters(recipient.locale),
        },
      );
      totals.sent += 1;
      log.info({ whatsapp: { kind: notice.kind, to, tries, ...totals } }, 'whatsapp message sent');
    } catch (error) {
      if (!(error instanceof CloudApiError)) throw error;
      const delay = retryDelayMs(error, tries, retryBaseMs);
      if (delay !== undefined) {
        await new Promise((resolve) => setTimeout(resolve, delay));
        return attempt(settings, job, tries + 1);
      }
      totals.failed += 1;
      if (error.failure === 'token_expired' && stoppedAt !== settings.version) {
        stoppedAt = settings.version;
        log.warn(
          { whatsapp: { status: error.status, code: error.code } },
          'whatsapp: the access token was refused; no WhatsApp messages until the seller saves a new one',
        );
      }
      log.warn(
        {
          whatsapp: {
            kind: notice.kind,
            to,
            tries,
            failure: error.failure,
            status: error.status,
            code: error.code,
            subcode: error.subcode,
            trace: error.traceId,
            fallback: job.fallback !== undefined,
            ...totals,
          },
        },
        'whatsapp message failed',
      );
      fallBack(job);
    }
  };

  const run = async (job: Job) => {
    const settings = await readWhatsAppSettings(db);
    if (!whatsAppConfigured(settings) || stoppedAt === settings.version) {
      fallBack(job);
      return;
    }
    stoppedAt = undefined;
    await attempt(settings, job, 1);
  };

  const startQueued = () => {
    while (active < MAX_CONCURRENT_WHATSAPP && queue.length > 0) {
      const job = queue.shift()!;
      active += 1;
      track(
        run(job)
          .catch((error: unknown) => {
            log.error({ err: error }, 'whatsapp: sending failed');
            fallBack(job);
          })
          .finally(() => {
            active -= 1;
            startQueued();
          }),
      );
    }
  };

  const enqueue = async (notice: WhatsAppNotice, fallback: (() => void) | undefined) => {
    // One read by key for a customer who never opted in, the usual case: their push goes as before.
    const recipient = await findWhatsAppRecipient(db, notice.userId);
    if (!recipient) {
      fallBack({ fallback });
      return;
    }
    if (queue.length >= MAX_QUEUED_WHATSAPP) {
      log.warn({ whatsapp: { kind: notice.kind } }, 'whatsapp queue full; message skipped');
      fallBack({ fallback });
      return;
    }
    queue.push({ notice, fallback, recipient });
    startQueued();
  };

  return {
    send(notice, fallback) {
      track(
        new Promise<void>((resolve) => setImmediate(resolve))
          .then(() => enqueue(notice, fallback))
          .catch((error: unknown) => {
            log.error({ err: error }, 'whatsapp: reading the opt-in failed');
            fallBack({ fallback });
          }),
      );
    },
    async idle() {
      while (inFlight.size > 0) await Promise.all([...inFlight]);
    },
    totals: () => ({ ...totals }),
    backlog: () => ({ sending: active, queued: queue.length }),
  };
}

/** A mobile as a log line may name it: its last four digits. */
function maskedMobile(mobile: string): string {
  return `******${mobile.slice(-4)}`;
}

declare module '../../../app-context.ts' {
  // Declaration merging needs an interface: the module adds its service to the app's context (D82).
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface AppServices {
    /** Receipts and reminders by WhatsApp, sent in the background, falling back to web push (D101). */
    whatsapp: WhatsAppSender;
  }
}
