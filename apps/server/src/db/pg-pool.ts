import type { PostgresPool, PostgresPoolClient } from 'kysely';
import type pg from 'pg';

/**
 * How many distinct SQL texts get a prepared statement; the texts past it run unnamed, as before. The
 * app has a few hundred (an `in (...)` list of each length is a text of its own); each connection
 * keeps the ones it ran until it closes (idle ones close after 10 s).
 */
export const MAX_NAMED_STATEMENTS = 500;

/** PostgreSQL's `feature_not_supported`: a prepared `select *` whose table gained or lost a column. */
const CACHED_PLAN_CHANGED = '0A000';

/**
 * The pg pool as Kysely's PostgresDialect takes it, with each statement that has parameters run as a
 * named prepared statement (issue 17, docs/decisions.md): pg parses a name once per connection and
 * then sends only Bind and Execute, so PostgreSQL neither receives the text nor parses and plans it
 * again. Under the orders bench this halved PostgreSQL's CPU per order and cut the server's by a sixth
 * (the Parse messages were most of the bytes written). A text gets its name the first time it runs, up
 * to MAX_NAMED_STATEMENTS; statements without parameters (BEGIN, COMMIT) stay simple queries.
 * When another instance's migration changed the columns of a table a prepared statement reads, that
 * statement fails once ("cached plan must not change result type"); its text then gets a new name, so
 * the next run prepares it again.
 */
export function withNamedStatements(pool: pg.Pool): PostgresPool {
  const names = new Map<string, string>();
  let named = 0;
  const nameOf = (text: string): string | undefined => {
    let name = names.get(text);
    if (name === undefined && names.size < MAX_NAMED_STATEMENTS) {
      named += 1;
      name = `rasoi_${named}`;
      names.set(text, name);
    }
    return name;
  };
  // One wrapper per pg client: Kysely keeps its connection object per client it is given.
  const wrappers = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  const wrap = (client: pg.PoolClient): PostgresPoolClient => {
    const query = (text: string | pg.Submittable, values?: unknown[]) => {
      // A cursor (a streamed read) is passed through as it is: Kysely reads it synchronously.
      if (typeof text !== 'string') return client.query(text);
      const name = values && values.length > 0 ? nameOf(text) : undefined;
      if (!name) return client.query(text, values);
      return client.query({ name, text, values }).catch((error: unknown) => {
        if ((error as { code?: string }).code === CACHED_PLAN_CHANGED && names.get(text) === name) {
          names.delete(text);
        }
        throw error;
      });
    };
    return { query: query as unknown as PostgresPoolClient['query'], release: () => client.release() };
  };
  return {
    async connect() {
      const client = await pool.connect();
      let wrapper = wrappers.get(client);
      if (!wrapper) {
        wrapper = wrap(client);
        wrappers.set(client, wrapper);
      }
      return wrapper;
    },
    end: () => pool.end(),
  };
}
