/**
 * The kinds of failure a business action reports, each mapped to one HTTP status by the error
 * handler (docs/architecture.md 'Style' 5 and 8). The message is shown to people as is.
 */
export const APP_ERROR_STATUS = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  TOO_MANY_REQUESTS: 429,
  /** An outside service the action needs failed or did not answer (the SMS gateway, issue 13, D39). */
  SERVICE_UNAVAILABLE: 503,
} as const;

export type AppErrorCode = keyof typeof APP_ERROR_STATUS;

/**
 * A typed failure with a readable message; thrown by actions, answered as `{status:'error', data: message}`.
 * `retryAfterSeconds`, when given, is sent as the Retry-After header (a 429 counted in the database, D79).
 */
export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly retryAfterSeconds: number | undefined;
  constructor(code: AppErrorCode, message: string, options: { retryAfterSeconds?: number } = {}) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }

  /** The HTTP status this error answers with. */
  get statusCode(): number {
    return APP_ERROR_STATUS[this.code];
  }
}
