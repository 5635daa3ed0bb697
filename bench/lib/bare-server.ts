/**
 * The menu-read baseline: a bare Fastify app (no plugins, no logger) with one route that answers the
 * JSON bytes in BARE_BODY_FILE, at the same path as the real menu read. Started as its own process by
 * menu-read.ts, like the real server, so both run alike.
 */
import fs from 'node:fs';
import Fastify from 'fastify';

const body = fs.readFileSync(process.env.BARE_BODY_FILE!);
const app = Fastify();
app.get('/api/v1/meal', async (_request, reply) => reply.type('application/json; charset=utf-8').send(body));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.info('bare server ready');
