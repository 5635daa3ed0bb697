import {
  LogController,
  type FastifyError,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import { MESSAGES } from '@rasoi/domain/messages';
import type { Config } from '../config.ts';
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
    trustProxy: config.trustProxy,
    frameworkErrors: answerFrameworkError,
  };
}

/** 400 (or Fastify's own 4xx, e.g. 414 for a path parameter over its length) with MESSAGES.invalidRequest. */
function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const status =
    typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  void sendFailure(reply, status, MESSAGES.invalidRequest);
}
