import pg from 'pg';

export type PgListenerOptions = {
  connectionString: string;
  /** A fixed, lowercase channel name (it is written into the LISTEN statement as is). */
  channel: string;
  /** Each notification's payload. */
  onNotify: (payload: string) => void;
  /** After every (re)connection, once listening: notifications sent while disconnected were lost. */
  onListening: () => void;
  /** A lost connection or a failed reconnection; the listener keeps retrying. */
  onError: (error: unknown) => void;
  /** Wait before each reconnection. */
  retryMs?: number;
};

export type PgListener = {
  /** Stops listening and reconnecting. */
  close(): Promise<void>;
};

/**
 * LISTENs on a PostgreSQL channel over a dedicated connection (a pooled one could be handed to
 * another query, or closed while idle). A lost connection is replaced after `retryMs`, forever,
 * until `close`. Resolves once listening; rejects if the first connection fails.
 */
export async function listenOnPostgres(options: PgListenerOptions): Promise<PgListener> {
  const { connectionString, channel, onNotify, onListening, onError, retryMs = 1000 } = options;
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`Bad channel name: ${channel}`);
  let current: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let closed = false;

  const lost = (client: pg.Client, error: unknown) => {
    if (client !== current) return;
    current = undefined;
    onError(error);
    client.end().catch(() => {});
    scheduleReconnect();
  };

  const connect = async () => {
    const client = new pg.Client({ connectionString, keepAlive: true, application_name: 'rasoi-listener' });
    client.on('notification', (message) => {
      if (message.channel === channel) onNotify(message.payload ?? '');
    });
    client.on('error', (error) => lost(client, error));
    client.on('end', () => lost(client, new Error('listener connection ended')));
    try {
      await client.connect();
      await client.query(`LISTEN ${channel}`);
    } catch (error) {
      client.end().catch(() => {});
      throw error;
    }
    if (closed) {
      await client.end();
      return;
    }
    current = client;
    onListening();
  };

  const scheduleReconnect = () => {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      connect().catch((error: unknown) => {
        onError(error);
        scheduleReconnect();
      });
    }, retryMs);
  };

  await connect();
  return {
    async close() {
      closed = true;
      clearTimeout(retry);
      const client = current;
      current = undefined;
      await client?.end();
    },
  };
}
