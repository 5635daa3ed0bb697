import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * A local SFTP server for the off-machine backup tests (issue 30, D78): `rclone serve sftp` on 127.0.0.1
 * at a free port, serving a temporary folder, and an rclone remote named `remoteName` pointing at it,
 * configured through rclone's environment variables (RCLONE_CONFIG_<NAME>_*), which the server's own
 * rclone children inherit. rclone is required: .ci/run installs it; without it this throws a clear error
 * rather than letting the tests be skipped.
 */
export type LocalSftp = {
  /** The folder the SFTP server serves: what reached "off the machine". */
  root: string;
  /** Stops the server and waits for it to exit. */
  stop(): Promise<void>;
};

/** Throws with what to do when rclone is not installed. */
export function requireRclone(): void {
  try {
    execFileSync('rclone', ['version'], { stdio: 'ignore' });
  } catch {
    throw new Error(
      'rclone is not installed: the off-machine backup tests need it (apt-get install -y rclone; .ci/run installs it)',
    );
  }
}

/**
 * Starts the SFTP server and configures `remoteName` in `process.env` (RCLONE_CONFIG_* plus a
 * non-existent RCLONE_CONFIG file, so a developer's own rclone.conf is never read, and one retry, so a
 * failing remote fails fast). Resolves once the server says it listens; no sleeping.
 */
export async function startLocalSftp(remoteName: string): Promise<LocalSftp> {
  requireRclone();
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'rasoi-sftp-'));
  const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rasoi-sftp-cache-'));
  const password = randomBytes(12).toString('hex');
  const child = spawn(
    'rclone',
    [
      'serve',
      'sftp',
      root,
      '--addr',
      '127.0.0.1:0',
      '--user',
      'rasoi',
      '--pass',
      password,
      '--cache-dir',
      cacheDir,
      // Files the tests put straight into the folder are seen at once, not after rclone's 5-minute listing cache.
      '--dir-cache-time',
      '0s',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, RCLONE_CONFIG: path.join(cacheDir, 'none.conf') } },
  );
  const exited = new Promise<void>((resolve) => child.on('close', () => resolve()));
  const port = await new Promise<number>((resolve, reject) => {
    let output = '';
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      output += chunk;
      const match = /SFTP server listening on 127\.0\.0\.1:(\d+)/.exec(output);
      if (match) resolve(Number(match[1]));
    });
    child.on('close', (code) => reject(new Error(`rclone serve sftp exited (${code}): ${output}`)));
    child.on('error', reject);
  });
  child.stderr.resume();

  const prefix = `RCLONE_CONFIG_${remoteName.toUpperCase()}_`;
  Object.assign(process.env, {
    RCLONE_CONFIG: path.join(cacheDir, 'none.conf'),
    RCLONE_RETRIES: '1',
    RCLONE_LOW_LEVEL_RETRIES: '1',
    [`${prefix}TYPE`]: 'sftp',
    [`${prefix}HOST`]: '127.0.0.1',
    [`${prefix}PORT`]: String(port),
    [`${prefix}USER`]: 'rasoi',
    [`${prefix}PASS`]: execFileSync('rclone', ['obscure', password], { encoding: 'utf8' }).trim(),
  });
  return {
    root,
    async stop() {
      child.kill('SIGTERM');
      await exited;
      fs.rmSync(root, { recursive: true, force: true });
      fs.rmSync(cacheDir, { recursive: true, force: true });
    },
  };
}

/** A TCP port on 127.0.0.1 nothing listens on (taken from the system, then released): an unreachable remote. */
export async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Configures `remoteName` in `process.env` as an SFTP remote at 127.0.0.1:`port` (e.g. a closed one). */
export function configureSftpRemote(remoteName: string, port: number): void {
  const prefix = `RCLONE_CONFIG_${remoteName.toUpperCase()}_`;
  Object.assign(process.env, {
    [`${prefix}TYPE`]: 'sftp',
    [`${prefix}HOST`]: '127.0.0.1',
    [`${prefix}PORT`]: String(port),
    [`${prefix}USER`]: 'rasoi',
  });
}
