/**
 * True when a database error is a unique-constraint violation, on SQLite (better-sqlite3 code
 * SQLITE_CONSTRAINT_UNIQUE or _PRIMARYKEY) or PostgreSQL (SQLSTATE 23505). Lets callers turn a lost
 * race into a read of the winner's row.
 */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  const code = (error as { code: unknown }).code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/**
 * True when a database error is a foreign-key violation, on SQLite (SQLITE_CONSTRAINT_FOREIGNKEY) or
 * PostgreSQL (SQLSTATE 23503): a row names one that is gone, or a named row was deleted. Lets callers
 * that checked first answer a lost race with the same refusal (tiffin plans, docs/decisions/0089).
 */
export function isForeignKeyViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  const code = (error as { code: unknown }).code;
  return code === '23503' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY';
}

/**
 * PostgreSQL's refusals of a connection (issue 30, D77), by SQLSTATE: 53300 too_many_connections (the
 * server's max_connections, or a role's or database's CONNECTION LIMIT), 57P03 cannot_connect_now (starting
 * up or shutting down), and the connection exceptions of class 08 (08001 cannot connect, 08004 rejected,
 * 08006 failed).
 */
const REFUSED_CONNECTION_CODES: ReadonlySet<string> = new Set(['53300', '57P03', '08001', '08004', '08006']);
/** Node's codes for a database server that cannot be reached. */
const UNREACHABLE_CODES: ReadonlySet<string> = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT']);
/** What pg's pool throws when no connection came free within its `connectionTimeoutMillis`. */
const POOL_TIMEOUT_MESSAGES = [
  'timeout exceeded when trying to connect',
  'Connection terminated due to connection timeout',
];

/**
 * True when an error says the database would not give a connection, for now (issue 30, D77): refused
 * by PostgreSQL (REFUSED_CONNECTION_CODES), unreachable, or the pool's wait for a free connection over.
 * The request answers 503 with Retry-After (plugins/error-handler.ts): a retry later can succeed, and
 * nothing in the request was wrong.
 */
export function isConnectionRefused(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (REFUSED_CONNECTION_CODES.has(code) || UNREACHABLE_CODES.has(code))) return true;
  return typeof message === 'string' && POOL_TIMEOUT_MESSAGES.some((text) => message.startsWith(text));
}
