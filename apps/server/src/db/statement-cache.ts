import type SqliteDatabase from 'better-sqlite3';
import type { SqliteDatabase as KyselySqliteDatabase } from 'kysely';

/** How many distinct SQL texts keep their prepared statement (an `in (?, ?)` list of each length is one text). */
const STATEMENT_CACHE_SIZE = 500;

/**
 * The better-sqlite3 database as Kysely's SqliteDialect takes it, with each SQL text prepared once and
 * reused (issue 6): Kysely prepares every query it runs, and preparing costs about as much as running
 * a small statement. Least recently used texts are dropped past STATEMENT_CACHE_SIZE. A statement that
 * is busy (a streamed read still iterating) is not shared: the caller gets a fresh one.
 */
export function withStatementCache(sqlite: SqliteDatabase.Database): KyselySqliteDatabase {
  const statements = new Map<string, SqliteDatabase.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql) {
      const cached = statements.get(sql);
      if (cached && !cached.busy) {
        // Move to the back: the Map's order is the recency order.
        statements.delete(sql);
        statements.set(sql, cached);
        return cached;
      }
      const statement = sqlite.prepare(sql);
      if (cached) return statement;
      statements.set(sql, statement);
      if (statements.size > STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value!);
      return statement;
    },
  };
}
