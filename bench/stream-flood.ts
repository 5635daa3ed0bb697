/**
 * Stream flood (issue 11, docs/decisions/0030): one customer opens event streams as fast as it can
 * for BENCH_FLOOD_SECONDS (default 60) from 8 loops, each reusing its ticket until it is refused and
 * then asking for a new one, and never reading what the streams send; meanwhile another customer asks
 * for its profile every 100 ms. Then 700 other customers open 3 streams each (2,100, more than the
 * default STREAM_MAX_PER_INSTANCE of 2,000) and one more customer tries one. Prints what the flooder got, the other
 * customer's answer times, and the server's memory (RSS from /proc) before, during and after.
 *
 * Runs the built server (`npm run build -w @rasoi/server` first) on SQLite, in its own process:
 *   node --import tsx bench/stream-flood.ts
 * Knobs: BENCH_FLOOD_SECONDS, BENCH_FLOOD_MAX (stop the flood at this many open streams; default 5000,
 * a bound for a server without caps), BENCH_CAPACITY_USERS (700).
 */
import fs from 'node:fs';
import { benchConfig, createCustomers, prepareDatabase, type BenchCustomer } from './lib/fixtures.ts';
import { startRasoi, tempDir } from './lib/server.ts';

const FLOOD_SECONDS = Number(process.env.BENCH_FLOOD_SECONDS ?? 60);
const FLOOD_MAX = Number(process.env.BENCH_FLOOD_MAX ?? 5000);
const CAPACITY_USERS = Number(process.env.BENCH_CAPACITY_USERS ?? 700);
const STREAMS_EACH = 3;
const FLOOD_LOOPS = 8;
const MB = 1024 * 1024;

type Tally = Record<string, number>;
const bump = (tally: Tally, key: string | number) => (tally[key] = (tally[key] ?? 0) + 1);
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

async function main(): Promise<void> {
  const dataDir = tempDir('streams');
  const db = await prepareDatabase(benchConfig(dataDir));
  const customers = await createCustomers(db, CAPACITY_USERS + 3);
  await db.destroy();
  const server = await startRasoi({ dataDir });
  const api = `${server.url}/api/v1`;
  // The answers are kept: fetch cancels an unread body whose Response is garbage collected, which
  // would close the stream and free its place.
  const open: { abort: AbortController; answer: Response }[] = [];

  const ticketOf = async (customer: BenchCustomer): Promise<{ status: number; ticket?: string }> => {
    const answer = await fetch(`${api}/events/ticket`, {
      method: 'POST',
      headers: { authorization: `Bearer ${customer.token}`, 'content-type': 'application/json' },
      body: '{}',
    });
    const body = (await answer.json()) as { data?: { ticket?: string } };
    return { status: answer.status, ticket: body.data?.ticket };
  };
  /** Opens a stream and keeps it open without reading it; answers the status. */
  const openStream = async (ticket: string): Promise<number> => {
    const abort = new AbortController();
    const answer = await fetch(`${api}/events?ticket=${ticket}`, { signal: abort.signal });
    if (answer.status === 200) open.push({ abort, answer });
    else await answer.text();
    return answer.status;
  };

  let sampler: NodeJS.Timeout | undefined;
  try {
    const floodStart = performance.now();
    const rssStart = server.rss();
    let rssPeak = rssStart;
    let died: string | undefined;
    sampler = setInterval(() => {
      try {
        rssPeak = Math.max(rssPeak, server.rss());
      } catch {
        // The process is gone (its /proc entry with it): a server without limits runs out of memory.
        died ??= `the server process died ${((performance.now() - floodStart) / 1000).toFixed(1)} s into the flood, with ${open.length} streams open`;
      }
    }, 200);

    // The flood.
    const [flooder, prober, late] = [customers[0]!, customers[1]!, customers[2]!];
    const tickets: Tally = {};
    const streams: Tally = {};
    const deadline = floodStart + FLOOD_SECONDS * 1000;
    const floodLoop = async () => {
      let ticket: string | undefined;
      while (performance.now() < deadline && open.length < FLOOD_MAX && !died) {
        try {
          if (!ticket) {
            const issued = await ticketOf(flooder);
            bump(tickets, issued.status);
            ticket = issued.ticket;
            if (!ticket) continue;
          }
          const status = await openStream(ticket);
          bump(streams, status);
          if (status !== 200) ticket = undefined;
        } catch (error) {
          bump(streams, `error ${(error as Error).message}`);
          ticket = undefined;
        }
      }
    };
    const latencies: number[] = [];
    const probeFailures: Tally = {};
    let probing = true;
    const probe = async () => {
      while (probing && !died) {
        const started = performance.now();
        try {
          const answer = await fetch(`${api}/users/profile`, { headers: { authorization: `Bearer ${prober.token}` } });
          await answer.arrayBuffer();
          if (answer.status !== 200) bump(probeFailures, answer.status);
        } catch (error) {
          bump(probeFailures, (error as Error).message);
        }
        latencies.push(performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    };
    const probing$ = probe();
    await Promise.all(Array.from({ length: FLOOD_LOOPS }, floodLoop));
    probing = false;
    await probing$;
    if (died) {
      console.info(`Flood: ${died}; tickets by status ${JSON.stringify(tickets)}, streams ${JSON.stringify(streams)}`);
      return;
    }
    const rssAfterFlood = server.rss();
    const floodOpen = open.length;
    latencies.sort((a, b) => a - b);
    console.info(`Flood, ${FLOOD_SECONDS} s, ${FLOOD_LOOPS} loops of one customer:`);
    console.info(`  tickets by status: ${JSON.stringify(tickets)}`);
    console.info(`  streams by status: ${JSON.stringify(streams)}; open at the end: ${floodOpen}`);
    console.info(
      `  another customer's GET /users/profile: ${latencies.length} calls, p50 ${percentile(latencies, 0.5).toFixed(1)} ms, ` +
        `p99 ${percentile(latencies, 0.99).toFixed(1)} ms, max ${(latencies.at(-1) ?? 0).toFixed(1)} ms, failures ${JSON.stringify(probeFailures)}`,
    );
    console.info(
      `  server RSS: ${(rssStart / MB).toFixed(0)} MB at start, peak ${(rssPeak / MB).toFixed(0)} MB, ${(rssAfterFlood / MB).toFixed(0)} MB after`,
    );
    open.splice(0).forEach((stream) => stream.abort.abort());
    await new Promise((resolve) => setTimeout(resolve, 2000));

    // Many customers, a few streams each.
    const rssBefore = server.rss();
    const capacity: Tally = {};
    const others = customers.slice(3);
    for (let i = 0; i < others.length; i += 50) {
      await Promise.all(
        others.slice(i, i + 50).map(async (customer) => {
          for (let k = 0; k < STREAMS_EACH; k += 1) {
            const issued = await ticketOf(customer);
            bump(capacity, issued.ticket ? await openStream(issued.ticket) : `ticket ${issued.status}`);
          }
        }),
      );
    }
    const rssWithStreams = server.rss();
    const oneMore = await ticketOf(late);
    const oneMoreStatus = oneMore.ticket ? await openStream(oneMore.ticket) : `ticket ${oneMore.status}`;
    console.info(
      `${others.length} customers x ${STREAMS_EACH} streams: ${JSON.stringify(capacity)}; one more customer: ${oneMoreStatus}`,
    );
    console.info(
      `  server RSS ${(rssBefore / MB).toFixed(0)} MB before, ${(rssWithStreams / MB).toFixed(0)} MB with ${open.length} open: ` +
        `${((rssWithStreams - rssBefore) / Math.max(1, open.length) / 1024).toFixed(1)} KB a stream`,
    );
  } finally {
    clearInterval(sampler);
    open.splice(0).forEach((stream) => stream.abort.abort());
    await server.stop().catch(() => undefined);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
