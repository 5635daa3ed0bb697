import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startServerProcess, type ServerProcess } from '../../test/server-process.ts';

/**
 * Graceful shutdown of the real server process (issue 7): a request in flight when SIGTERM arrives
 * is answered, a new connection is refused, its request log line is written out (the log is buffered,
 * lib/log-destination.ts), and the process exits 0. Runs once (SQLite), not per engine.
 */
let dataDir: string;
let server: ServerProcess;
beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rasoi-shutdown-'));
  server = await startServerProcess({
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    SELLER_MOBILE: '9000000001',
    SELLER_PIN: '2468',
    LOG_LEVEL: 'info',
  });
}, 60_000);
afterAll(() => {
  server.child.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('on SIGTERM the server', () => {
  it('finishes the request in flight, takes no new one, writes its log line, and exits 0', async () => {
    const { port } = new URL(server.url);
    expect((await fetch(`${server.url}/health`)).status).toBe(200);

    // A request whose body is still arriving when SIGTERM comes: half now, the rest after the signal.
    const body = JSON.stringify({ mobile: '9876500001' });
    const socket = net.connect(Number(port), '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    const ended = new Promise((resolve) => socket.once('close', resolve));
    // `Expect: 100-continue`: Node's HTTP server answers '100 Continue' once it has read the headers, just
    // before it hands the request to the app (RFC 9110 10.1.1), so the request is in flight when it arrives.
    socket.write(
      `POST /api/v1/auth/send-otp HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nExpect: 100-continue\r\nConnection: close\r\n\r\n` +
        body.slice(0, 10),
    );
    const interim = 'HTTP/1.1 100 Continue\r\n\r\n';
    await vi.waitFor(() => expect(answer).toBe(interim), { timeout: 5000 });
    server.child.kill('SIGTERM');

    // It no longer accepts connections (as soon as it has heard the signal)...
    await vi.waitFor(() => expect(fetch(`${server.url}/health`)).rejects.toThrow(), { timeout: 5000 });
    // ...but the request it had started is answered.
    socket.end(body.slice(10));
    await ended;
    expect(answer.slice(interim.length)).toMatch(/^HTTP\/1\.1 200 /);
    expect(answer).toContain('"status":"success"');

    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('SIGTERM: finishing requests in flight, then stopping');
    // The last request's line, a few hundred bytes sitting in the destination's buffer when the process exits.
    const requestLines = server
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((line) => line.msg === 'request');
    expect(requestLines).toContainEqual(
      expect.objectContaining({ method: 'POST', url: '/api/v1/auth/send-otp', status: 200 }),
    );
  }, 30_000);
});
