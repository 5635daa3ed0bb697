import type { PostgresPool, PostgresPoolClient } from 'kysely';
import type pg from 'pg';

/**
 * How many distinct SQL texts get a prepared statement; the texts past it run unnamed, as before. The
 * app has a few hundred (an `in (...)` list of each length is a text of its own); each connection
 * keeps the ones it ran until it closes (idle ones close after 10 s).
 */
export const MAX_NAMED_STATEMENTS = 500;

/** What Kysely sends to start a transaction with default settings. */
const BEGIN = 'begin';

/** PostgreSQL's `feature_not_supported`: a prepared `select *` whose table gained or lost a column. */
const CACHED_PLAN_CHANGED = '0A000';

/**
 * The pg pool as Kysely's PostgresDialect takes it, with each statement that has parameters run as a
 * named prepared statement (issue 17, docs/decisions/0070): pg parses a name once per connection and
 * then sends only Bind and Execute, so PostgreSQL neither receives the text nor parses and plans it
 * again. Under the orders bench this halved PostgreSQL's CPU per order and cut the server's by a sixth
 * (the Parse messages were most of the bytes written). A text gets its name the first time it runs, up
 * to MAX_NAMED_STATEMENTS; statements without parameters (BEGIN, COMMIT) stay simple queries.
 * A transaction's BEGIN is sent with its first statement when that statement has no parameters (one
 * simple query, two statements), else just before it.
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
    // BEGIN waits for the transaction's first statement and goes out with it when that one has no
    // parameters: one round trip less (placing an order takes the customer's row first that way).
    let beginPending = false;
    const run = (text: string, values?: unknown[]): Promise<pg.QueryResult> => {
      const name = values && values.length > 0 ? nameOf(text) : undefined;
      if (!name) return client.query(text, values);
      return client.query({ name, text, values }).catch((error: unknown) => {
        if ((error as { code?: string }).code === CACHED_PLAN_CHANGED && names.get(text) === name) {
          names.delete(text);
        }
        throw error;
      });
    };
    const query = async (text: string, values?: unknown[]): Promise<pg.QueryResult> => {
      const simple = !values || values.length === 0;
      if (simple && text === BEGIN) {
        beginPending = true;
        return { command: 'BEGIN', rowCount: null, rows: [], oid: 0, fields: [] };
      }
      if (!beginPending) return run(text, values);
      beginPending = false;
      if (!simple) {
        await client.query(BEGIN);
        return run(text, values);
      }
      // Two statements in one simple query: pg answers each; the caller asked for the second.
      const results = (await client.query(`${BEGIN}; ${text}`)) as unknown as pg.QueryResult[];
      return results.at(-1)!;
    };
    const passThrough = (text: string | pg.Submittable, values?: unknown[]) => {
      if (typeof text === 'string') return query(text, values);
      // A cursor (a streamed read) is passed through as it is: Kysely reads it synchronously. pg runs a
      // client's queries in turn, so a pending BEGIN sent first still comes first.
      if (beginPending) {
        beginPending = false;
        client.query(BEGIN).catch(() => undefined);
      }
      return client.query(text);
    };
    return {
      query: passThrough as unknown as PostgresPoolClient['query'],
      release: () => {
        beginPending = false;
        client.release();
      },
    };
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
