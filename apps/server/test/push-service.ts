import { createECDH, createPublicKey, createDecipheriv, hkdfSync, randomBytes, verify, type ECDH } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import type { PushSubscriptionJson } from '@rasoi/domain/events';

/**
 * A stand-in for a browser's push service (Mozilla's, Google's) on 127.0.0.1, with the browser's
 * side of the encryption: tests create subscriptions whose private keys they hold, receive the real
 * requests web-push makes, check their VAPID signature and decrypt their payload (RFC 8291, 8188, 8292).
 */

/** What a browser keeps for one subscription: the JSON it gives the app and the private key. */
export type TestSubscription = {
  subscription: PushSubscriptionJson;
  /** Decrypts a push body sent to this subscription; the plaintext as text. */
  decrypt(body: Buffer): string;
};

/** One request the push service received. */
export type ReceivedPush = {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  receivedAt: number;
};

export type TestPushService = {
  origin: string;
  received: ReceivedPush[];
  /** The status the service answers for a path (201 unless set). */
  answer(path: string, status: number): void;
  /** From now on, take requests but answer none until `release()`, as a hung push service would. */
  hold(): void;
  /** Answers every held request and stops holding. */
  release(): void;
  /** Requests taken and not yet answered, now and at most so far (how many the app had open at once). */
  open(): { now: number; most: number };
  /** The next request for `path` not yet taken, waiting up to `timeoutMs`. */
  nextPush(path: string, timeoutMs?: number): Promise<ReceivedPush>;
  close(): Promise<void>;
};

/** Creates a browser-side subscription to `endpoint`: a new P-256 key pair (p256dh) and a 16-byte auth secret. */
export function newTestSubscription(endpoint: string): TestSubscription {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    subscription: {
      endpoint,
      expirationTime: null,
      keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
    },
    decrypt: (body) => decryptAes128gcm(body, ecdh, auth).toString('utf8'),
  };
}

/** Starts the push service on a free port of 127.0.0.1. */
export async function startTestPushService(): Promise<TestPushService> {
  const received: ReceivedPush[] = [];
  const answers = new Map<string, number>();
  const taken = new Set<ReceivedPush>();
  const wakers = new Set<() => void>();
  let held: (() => void)[] | undefined;
  let openNow = 0;
  let openMost = 0;
  const server = http.createServer((request, response) => {
    openNow += 1;
    openMost = Math.max(openMost, openNow);
    response.on('close', () => (openNow -= 1));
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        path: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks),
        receivedAt: performance.now(),
      });
      const reply = () => response.writeHead(answers.get(request.url ?? '') ?? 201).end();
      if (held) held.push(reply);
      else reply();
      wakers.forEach((wake) => wake());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as net.AddressInfo;
  return {
    origin: `http://127.0.0.1:${address.port}`,
    received,
    answer(path, status) {
      answers.set(path, status);
    },
    hold() {
      held ??= [];
    },
    release() {
      const replies = held ?? [];
      held = undefined;
      replies.forEach((reply) => reply());
    },
    open: () => ({ now: openNow, most: openMost }),
    nextPush(path, timeoutMs = 3000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const push = received.find((candidate) => candidate.path === path && !taken.has(candidate));
          if (!push) return;
          taken.add(push);
          done();
          resolve(push);
        };
        const timer = setTimeout(() => {
          done();
          reject(new Error(`no push to ${path} within ${timeoutMs} ms`));
        }, timeoutMs);
        const done = () => {
          clearTimeout(timer);
          wakers.delete(check);
        };
        wakers.add(check);
        check();
      });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * An https.Agent that opens plain TCP connections: web-push always calls `https.request`, and the
 * test push service speaks plain HTTP on 127.0.0.1. Passed to the app as its push transport.
 */
export function plainHttpAgent(): https.Agent {
  class PlainAgent extends https.Agent {
    override createConnection(options: net.NetConnectOpts): net.Socket {
      return net.createConnection(options);
    }
  }
  return new PlainAgent({ keepAlive: false });
}

/** The claims of a VAPID token after its signature checked out. */
export type VapidClaims = { aud: string; exp: number; sub: string };

/**
 * Checks an `Authorization: vapid t=<jwt>, k=<public key>` header (RFC 8292): an ES256 JWT whose
 * signature verifies with k. Returns k and the claims; throws when anything is off.
 */
export function verifyVapidAuthorization(header: string | undefined): { publicKey: string; claims: VapidClaims } {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(header ?? '');
  if (!match) throw new Error(`not a VAPID authorization: ${header}`);
  const [jwt, publicKey] = [match[1]!, match[2]!];
  const [head, payload, signature] = jwt.split('.') as [string, string, string];
  const jwtHeader = JSON.parse(Buffer.from(head, 'base64url').toString()) as { alg: string };
  if (jwtHeader.alg !== 'ES256') throw new Error(`unexpected JWT alg ${jwtHeader.alg}`);
  const point = Buffer.from(publicKey, 'base64url');
  if (point.length !== 65 || point[0] !== 4) throw new Error('k is not an uncompressed P-256 point');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  });
  const valid = verify(
    'sha256',
    Buffer.from(`${head}.${payload}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!valid) throw new Error('VAPID signature does not verify');
  return { publicKey, claims: JSON.parse(Buffer.from(payload, 'base64url').toString()) as VapidClaims };
}

/**
 * Decrypts an `aes128gcm` push body (RFC 8188 framing, RFC 8291 keys) with the subscription's
 * private key and auth secret: header salt(16) | record size(4) | key id length(1) | sender's public
 * key, then one record (ciphertext with its 16-byte tag) whose plaintext ends with the 0x02 delimiter
 * and zero padding.
 */
export function decryptAes128gcm(body: Buffer, ecdh: ECDH, authSecret: Buffer): Buffer {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20]!;
  const senderPublicKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  if (record.length > recordSize) throw new Error('more than one record; the test expects one');

  const receiverPublicKey = ecdh.getPublicKey();
  const sharedSecret = ecdh.computeSecret(senderPublicKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), receiverPublicKey, senderPublicKey]);
  const ikm = Buffer.from(hkdfSync('sha256', sharedSecret, authSecret, keyInfo, 32));
  const contentKey = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));

  const decipher = createDecipheriv('aes-128-gcm', contentKey, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('missing the last-record delimiter');
  return padded.subarray(0, end);
}
