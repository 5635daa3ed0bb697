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
