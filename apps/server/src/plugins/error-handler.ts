import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors, type ZodFastifySchemaValidationError } from 'fastify-type-provider-zod';
import type { ApiFailure } from '@rasoi/domain/api';
import { m } from '@rasoi/domain/i18n/messages';
import type { Locale } from '@rasoi/domain/locale';
import { isConnectionRefused } from '../db/errors.ts';
import { AppError } from '../lib/app-error.ts';
import { inLocale } from './request-locale.ts';
import { pathOf } from './request-log.ts';

/**
 * Sends the failure envelope `{status:'error', data: message}` with the given HTTP status. The message is
 * already in the request's language: a schema's refusal is written when the error happens, inside the
 * request (D72), and an AppError's key when the handler answers (D84); nothing is translated back here.
 */
export function sendFailure(reply: FastifyReply, statusCode: number, message: string): FastifyReply {
  const body: ApiFailure = { status: 'error', data: message };
  return reply.code(statusCode).type('application/json; charset=utf-8').send(body);
}

/** Seconds a caller is asked to wait (Retry-After) when the database refuses a connection (D77). */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * Installs the one error handler (docs/architecture.md 'Style' 8, docs/architecture.md 'The envelope'): a caller's mistake gets
 * its readable message and a 4xx; anything unexpected gets 500 'Something went wrong' and a log line
 * with the request's context; the database refusing a connection gets 503 with Retry-After and a
 * warning (D77). Never a stack trace or SQL in the answer.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (isConnectionRefused(error)) {
      // The database would not give a connection (too many clients, starting up): the caller did nothing
      // wrong and a retry can work, so 503 with Retry-After and one warning, not a 500 (issue 30, D77).
      request.log.warn(
        { code: (error as { code?: unknown }).code ?? null, method: request.method, url: pathOf(request.url) },
        'the database refused a connection',
      );
      reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      return sendFailure(reply, 503, m.databaseBusy());
    }
    const { statusCode, message } = describe(error, request.locale);
    if (error instanceof AppError && error.retryAfterSeconds !== undefined) {
      reply.header('retry-after', String(error.retryAfterSeconds));
    }
    if (statusCode >= 500) {
      request.log.error(
        { err: error, method: request.method, url: pathOf(request.url), userId: request.user?.id ?? null },
        'request failed',
      );
    }
    return sendFailure(reply, statusCode, message);
  });
}

function describe(error: FastifyError | AppError, locale: Locale): { statusCode: number; message: string } {
  // An AppError carries a message key and its values (D84): its sentence is written here, in the caller's language.
  if (error instanceof AppError)
    return { statusCode: error.statusCode, message: inLocale(locale, () => error.message) };
  if (hasZodFastifySchemaValidationErrors(error)) {
    // A malformed id in the path names nothing that exists: answer as a missing resource.
    const statusCode = error.validationContext === 'params' ? 404 : 400;
    return { statusCode, message: validationMessage(error.validation[0]!) };
  }
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { statusCode: 400, message: m.malformedJson() };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { statusCode: 413, message: m.invalidRequest() };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { statusCode: 415, message: m.invalidRequest() };
  }
  const statusCode = typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (statusCode === 429) return { statusCode, message: m.tooManyRequests() };
  if (statusCode >= 400 && statusCode < 500) return { statusCode, message: m.invalidRequest() };
  return { statusCode: 500, message: m.serverError() };
}

/** Unknown field names quoted in a refusal: at most this many, each cut to at most this many characters. */
const QUOTED_KEYS_MAX = 3;
const QUOTED_KEY_LENGTH_MAX = 40;

/**
 * A field name the client sent, fit to quote in a sentence (D72, issue 30): never of unbounded length, so
 * no refusal carries (or costs anything to build from) a megabyte-long key.
 */
export function quotedKey(key: string): string {
  return key.length > QUOTED_KEY_LENGTH_MAX ? `${key.slice(0, QUOTED_KEY_LENGTH_MAX)}…` : key;
}

/**
 * The text for the first validation issue: the domain schemas carry readable messages, written now in
 * the request's language (D72); in place of zod's own defaults ('Invalid input: ...', English only) a
 * sentence naming the field, so the person knows what to fix. Unknown fields are named, the first few and each cut short.
 */
function validationMessage(issue: ZodFastifySchemaValidationError): string {
  const params = issue.params as { keys?: unknown; expected?: unknown; input?: unknown };
  const field = quotedKey(issue.instancePath.replace(/^\//, '').replaceAll('/', '.'));
  if (issue.keyword === 'unrecognized_keys' && Array.isArray(params.keys)) {
    const keys = params.keys.slice(0, QUOTED_KEYS_MAX).map((key) => quotedKey(String(key)));
    const more = params.keys.length > QUOTED_KEYS_MAX ? ', …' : '';
    return `${m.unknownField()}: ${keys.map((key) => (field ? `${field}.${key}` : key)).join(', ')}${more}`;
  }
  if (field === '' && issue.keyword === 'invalid_type') return m.invalidRequest();
  const message = issue.message ?? m.invalidRequest();
  // zod's own defaults are English whatever the caller reads: the field's name in a sentence of ours instead.
  const isZodDefault = /^(Invalid \w+|Too (small|big)):/.test(message);
  if (!isZodDefault) return message;
  return field ? m.fieldInvalid({ field }) : m.invalidRequest();
}
