import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { m } from '@rasoi/domain/i18n/messages';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { call, newRemoteAddress, type Answer } from '../../test/api-helpers.ts';
import { BODY_LIMIT_BYTES } from './server-options.ts';

/**
 * A refusal costs next to nothing whatever the client sends (issue 30, finding 1; D72). A refused field's
 * name used to be quoted into the sentence, which was then matched against every message template with
 * backtracking patterns to translate it: a key made of a template's own words at 32 KB held the event
 * loop for 15 s. Now nothing is translated back and a quoted key is cut short, so the worst key at the
 * largest body the server reads is answered at once, with a short sentence.
 *
 * Time is measured as the CPU the process spent on the request, not the wall clock, so a loaded machine
 * does not fail the test; the old code spent seconds to minutes of CPU here, the new code a few ms.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

/** The answer and the CPU milliseconds this process spent producing it. */
async function timed(answer: () => Promise<Answer>): Promise<{ answer: Answer; cpuMs: number }> {
  const before = process.cpuUsage();
  const result = await answer();
  const spent = process.cpuUsage(before);
  return { answer: result, cpuMs: (spent.user + spent.system) / 1000 };
}

/**
 * Text built from a message template's own words, at most `bytes` long in UTF-8: the shape that made
 * matching cubic.
 */
function templateWords(bytes: number, locale: 'en' | 'hi' = 'en'): string {
  const words = m.shareItemText({ name: '{name}', price: '{price}', kitchen: '{kitchen}' }, { locale });
  const perChar = Buffer.byteLength(words) / words.length;
  let text = words.repeat(Math.ceil(bytes / Buffer.byteLength(words))).slice(0, Math.floor(bytes / perChar));
  while (Buffer.byteLength(text) > bytes) text = text.slice(0, -1);
  return text;
}

/** A JSON body of one unknown key filling the body limit, less some room for the rest of the body. */
const worstBody = (extra: Record<string, unknown>, locale: 'en' | 'hi' = 'en') => ({
  ...extra,
  [templateWords(BODY_LIMIT_BYTES - 200, locale)]: 1,
});

const CPU_BUDGET_MS = 100;

describe('a refusal of a huge or crafted key', () => {
  beforeAll(async () => {
    // The first request of a file compiles the routes' schemas; it is not what is measured.
    await call(t, 'POST', '/auth/login', { body: { mobile: '9876543210', otp: '1234', warm: 1 } });
  });

  it.each([
    ['POST /auth/login', 'en', () => worstBody({ mobile: '9876543210', otp: '1234' })],
    ['POST /auth/login', 'hi', () => worstBody({ mobile: '9876543210', otp: '1234' }, 'hi')],
    ['POST /auth/send-otp', 'en', () => worstBody({ mobile: '9876543210' })],
  ] as const)('%s in %s answers 400 within the budget, naming the key cut short', async (route, locale, body) => {
    const [method, path] = route.split(' ') as ['POST', string];
    const sent = body();
    const bytes = Buffer.byteLength(JSON.stringify(sent));
    expect(bytes).toBeGreaterThan(BODY_LIMIT_BYTES - 400);
    expect(bytes).toBeLessThanOrEqual(BODY_LIMIT_BYTES);
    const { answer, cpuMs } = await timed(() =>
      call(t, method, path, { body: sent, remoteAddress: newRemoteAddress(), headers: { 'accept-language': locale } }),
    );
    expect(answer.status).toBe(400);
    expect(answer.body.status).toBe('error');
    expect(answer.body.data.startsWith(`${m.unknownField({}, { locale })}: `)).toBe(true);
    expect(answer.body.data.length).toBeLessThan(120);
    expect(cpuMs).toBeLessThan(CPU_BUDGET_MS);
  });

  it('answers thousands of unknown keys at once by naming the first few', async () => {
    const many = Object.fromEntries(Array.from({ length: 3_000 }, (_, index) => [`${templateWords(12)}${index}`, 1]));
    const { answer, cpuMs } = await timed(() =>
      call(t, 'POST', '/auth/login', { body: { mobile: '9876543210', otp: '1234', ...many } }),
    );
    expect(answer.status).toBe(400);
    expect(answer.body.data.endsWith(', …')).toBe(true);
    expect(answer.body.data.split(', ').length).toBe(4);
    expect(cpuMs).toBeLessThan(CPU_BUDGET_MS);
  });

  it('answers a crafted query key on a public read within the budget', async () => {
    const key = encodeURIComponent(templateWords(6_000));
    const { answer, cpuMs } = await timed(() => call(t, 'GET', `/kitchen?${key}=1`));
    expect(answer.status).toBe(400);
    expect(answer.body.data.length).toBeLessThan(120);
    expect(cpuMs).toBeLessThan(CPU_BUDGET_MS);
  });

  it('answers a crafted value the same way', async () => {
    const { answer, cpuMs } = await timed(() =>
      call(t, 'POST', '/auth/send-otp', {
        body: { mobile: templateWords(BODY_LIMIT_BYTES - 200) },
        remoteAddress: newRemoteAddress(),
      }),
    );
    expect(answer).toMatchObject({ status: 400, body: { status: 'error', data: m.invalidMobile() } });
    expect(cpuMs).toBeLessThan(CPU_BUDGET_MS);
  });
});
