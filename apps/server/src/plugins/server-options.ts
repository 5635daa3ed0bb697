import {
  LogController,
  type FastifyError,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import { m } from '@rasoi/domain/i18n/messages';
import type { Config, TrustProxy } from '../config.ts';
import { sendFailure } from './error-handler.ts';
import { REDACTED_PATHS } from './request-log.ts';

/** Where log lines go instead of stdout (tests read them): one JSON text per call. */
export type LogStream = { write(line: string): void };

/** Largest JSON body the API reads, in bytes; a larger one gets 413 in the envelope (issue 7, docs/security.md). */
export const BODY_LIMIT_BYTES = 100 * 1024;

/**
 * The options the Fastify instance is created with (issue 7, docs/security.md): JSON logs to stdout
 * (or `logStream`) with secrets censored and one line per request, the body limit,
 * whether X-Forwarded-* headers are believed (TRUST_PROXY), and Fastify's own refusals before any route runs (a badly encoded or over-long URL) answered in the
 * envelope like every other refusal.
 */
export function serverOptions(
  config: Pick<Config, 'logLevel' | 'trustProxy'>,
  logStream?: LogStream,
): FastifyServerOptions {
  return {
    logger: {
      level: config.logLevel,
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
      ...(logStream ? { stream: logStream } : {}),
    },
    // One line per request, on the answer (request-log.ts), instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: BODY_LIMIT_BYTES,
    // Only behind a proxy that sets X-Forwarded-For: else a client could name any address and dodge the per-address limits.
    trustProxy: fastifyTrustProxy(config.trustProxy),
    frameworkErrors: answerFrameworkError,
  };
}

/**
 * TRUST_PROXY as Fastify takes it (issue 11, D33). Addresses go to Fastify as a list (proxy-addr
 * trusts each hop whose address is listed, from the peer back). Hops become a trust function: Fastify
 * 5 ignores a plain number (it cannot check the peer), and `true` would trust every hop, so the
 * first entry of a client's own X-Forwarded-For would become its address.
 */
export function fastifyTrustProxy(trust: TrustProxy): FastifyServerOptions['trustProxy'] {
  if (trust === false) return false;
  if ('addresses' in trust) return trust.addresses;
  const { hops } = trust;
  // hop 0 is the peer; trusting hops 0..n-1 makes the n-th address from the right the client's.
  return (_address: string, hop: number) => hop < hops;
}

/** 400 (or Fastify's own 4xx, e.g. 414 for a path parameter over its length) with m.invalidRequest(). */
function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const status =
    typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  void sendFailure(reply, status, m.invalidRequest());
}
