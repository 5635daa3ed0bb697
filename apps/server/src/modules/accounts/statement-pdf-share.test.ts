import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { m } from '@rasoi/domain/i18n/messages';
import type { Meal } from '@rasoi/domain/api';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { call, readMenu } from '../../../test/api-helpers.ts';
import { record } from '../../../test/accounts.ts';
import { newCustomer, setClock, type TestCustomer } from '../../../test/orders.ts';
import { pdfText } from '../../../test/pdf-text.ts';
import { findOrCreateSeller } from '../../../test/sellers.ts';
import { subscribed, weekdayLunchPlan } from '../../../test/subscriptions.ts';
import { newId } from '../../lib/crypto.ts';
import { loadStatementFonts, NOTO_FONT_DIR, type StatementFonts } from '../../lib/pdf-fonts.ts';
import { statementPdf } from './statement-pdf.ts';
import { statementDocument } from './account-statement.ts';
import { inLocale } from '../../plugins/request-locale.ts';
import type { AppContext } from '../../app-context.ts';

/**
 * The month's statement to read, download as PDF and share as a link (issue 26, docs/decisions/0093), on
 * both engines: a plan meal's line says its day, slot, thali and tiffins (its refund too); the PDF in the
 * caller's language; a link that opens the statement without login until it expires, and 404 otherwise.
 */
let t: TestApp;
let seller: string;
let household: TestCustomer;
let thali: Meal;

/** Friday 27 November 2026: lunch's skip cut-off 10:30 kitchen time (05:00Z). */
const DAY = '2026-11-27';
const CUTOFF = '2026-11-27T05:00:00.000Z';

beforeAll(async () => {
  t = await buildTestApp();
  seller = (await findOrCreateSeller(t)).token;
  thali = (await readMenu(t)).meals.find((meal) => meal.is_active && meal.name_hi)!;
  const planId = await weekdayLunchPlan(t, seller, { meal_id: thali._id });
  setClock(t, '2026-11-26T03:00:00.000Z');
  household = await newCustomer(t);
  await subscribed(t, household.token, {
    plan_id: planId,
    start_day: DAY,
    tiffins: 2,
    address_id: household.addressId,
    pay: 'prepaid',
  });
  await record(t, seller, household.userId, { kind: 'payment', method: 'upi', amount_paise: 123_450 }, newId());
  setClock(t, CUTOFF);
  await t.app.planMeals.runDue();
  setClock(t, '2026-11-27T05:30:00.000Z');
  const [order] = (await call(t, 'GET', '/order/user-orders', { token: household.token })).body.data.orders;
  const cancelled = await call(t, 'POST', `/order/${order._id}/cancel`, {
    token: seller,
    body: { reason: 'Gas ran out' },
  });
  if (cancelled.status !== 200) throw new Error(`cancel failed: ${JSON.stringify(cancelled.body)}`);
});
afterAll(async () => {
  await t.close();
});

const hindi = { 'accept-language': 'hi' };
/** What the statement's document reads: the test database, and a kitchen named as the PDF shows it. */
const documentContext = () =>
  ({ db: t.db, kitchenSettings: { get: async () => ({ name: 'Asha’s Kitchen' }) } }) as unknown as Pick<
    AppContext,
    'db' | 'kitchenSettings'
  >;
const tokenOf = (url: string) => new URL(url).pathname.split('/')[2]!;

describe("a statement's lines", () => {
  it('say what the meal was: its day, slot, thali with its Hindi name, and tiffins; its refund too', async () => {
    const answer = await call(t, 'GET', '/account/statement?month=2026-11', { token: household.token });
    expect(answer.status).toBe(200);
    const meal = {
      day: DAY,
      slot_name: 'Lunch',
      items: [{ name: thali.name, name_hi: thali.name_hi, quantity: 2 }],
      tiffins: 2,
    };
    expect(answer.body.data.entries).toMatchObject([
      { kind: 'payment', amount_paise: 123_450, meal: null },
      { kind: 'meal', amount_paise: -18_000, source_type: 'order', meal },
      { kind: 'refund', amount_paise: 18_000, source_type: 'order', meal },
    ]);
  });
});

describe("the statement's PDF", () => {
  it('is a PDF of the month in English with the kitchen, household, each entry and the balances', async () => {
    const answer = await t.app.inject({
      method: 'GET',
      url: '/api/v1/account/statement.pdf?month=2026-11',
      headers: { authorization: `Bearer ${household.token}` },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['content-disposition']).toBe('attachment; filename="statement-2026-11.pdf"');
    expect(answer.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const document = await statementDocument(documentContext(), household.userId, '2026-11');
    const text = pdfText(await statementPdf(document, loadStatementFonts(), { compress: false }));
    for (const line of [
      'Asha’s Kitchen',
      m.statementPdfTitle(),
      'Month: November 2026',
      'Household: Asha Verma',
      // one line, in runs of one face each: Latin, Devanagari, Latin
      `Lunch · ${thali.name} (`,
      `${thali.name_hi}) `,
      '· 2 tiffins',
      '+₹1,234.50',
      '-₹180',
      '+₹180',
      m.tiffinClosingBalance(),
      '₹1,234.50',
    ]) {
      expect(text).toContain(line);
    }
  });

  it('is the same bytes for the same statement: its date is the statement’s, not the clock’s', async () => {
    const document = await statementDocument(documentContext(), household.userId, '2026-11');
    const first = await statementPdf(document, loadStatementFonts());
    setClock(t, '2026-12-01T10:00:00.000Z');
    expect((await statementPdf(document, loadStatementFonts())).equals(first)).toBe(true);
    setClock(t, CUTOFF);
  });

  it('is in Hindi for a Hindi caller, with the Devanagari font embedded', async () => {
    const answer = await t.app.inject({
      method: 'GET',
      url: '/api/v1/account/statement.pdf?month=2026-11',
      headers: { authorization: `Bearer ${household.token}`, ...hindi },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.rawPayload.toString('latin1')).toContain('NotoSansDevanagari');
    const text = await inLocale('hi', async () => {
      const document = await statementDocument(documentContext(), household.userId, '2026-11');
      return pdfText(await statementPdf(document, loadStatementFonts(), { compress: false }));
    });
    expect(text).toContain('महीना: नवंबर 2026');
    expect(text).toContain('+₹1,234.50');
  });

  it('is the same Hindi PDF after other PDFs were made with the same fonts, kept for the process', async () => {
    // The four fonts read and parsed anew: linked into a directory of their own (fonts are kept per directory).
    const freshFonts = () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rasoi-fonts-'));
      onTestFinished(() => fs.rmSync(dir, { recursive: true, force: true }));
      for (const file of fs
        .readdirSync(NOTO_FONT_DIR)
        .filter((name) => /^NotoSans(Devanagari)?-(Regular|Bold)\.ttf$/.test(name)))
        fs.symlinkSync(path.join(NOTO_FONT_DIR, file), path.join(dir, file));
      return loadStatementFonts(dir);
    };
    const hindiPdf = (fonts: StatementFonts) =>
      inLocale('hi', async () => {
        const document = await statementDocument(documentContext(), household.userId, '2026-11');
        return statementPdf(document, fonts, { compress: false });
      });
    const expected = await hindiPdf(freshFonts());

    const kept = freshFonts();
    // A PDF before it embeds 'ो' and 'ç', each drawn from parts ('ा' and 'े'; 'c' and the cedilla): fontkit
    // kept those parts without their letters, and the Hindi after it was shaped as broken syllables.
    const other = await statementDocument(documentContext(), household.userId, '2026-11');
    await statementPdf({ ...other, kitchen_name: 'आशा की रसोई · Façade' }, kept);
    const pdf = await hindiPdf(kept);
    expect(pdfText(pdf)).toContain('शुरुआती बैलेंस');
    expect(pdfText(pdf)).not.toContain('\u25CC');
    expect(pdf.equals(expected)).toBe(true);
  });

  it('refuses a month that is not one, in the caller’s language', async () => {
    const answer = await call(t, 'GET', '/account/statement.pdf?month=2026-13', {
      token: household.token,
      headers: hindi,
    });
    expect(answer).toMatchObject({
      status: 400,
      body: { status: 'error', data: 'महीना साल और महीने के रूप में चुनें, जैसे 2026-04' },
    });
  });
});

describe('a shared statement link', () => {
  it('opens the month without login for 30 days, as JSON and as PDF, then is 404', async () => {
    const shared = await call(t, 'POST', '/account/statement/share', {
      token: household.token,
      body: { month: '2026-11' },
    });
    expect(shared.status).toBe(200);
    const { url, expires_at } = shared.body.data;
    expect(url).toMatch(new RegExp(`^${t.config.publicUrl}/statements/[A-Za-z0-9_-]+~[A-Za-z0-9_-]+$`));
    // 30 days from now (the test clock runs on from the cut-off), to the whole second.
    const lifetime = Date.parse(expires_at) - t.clock.now().getTime();
    expect(lifetime).toBeGreaterThan(30 * 86_400_000 - 2_000);
    expect(lifetime).toBeLessThanOrEqual(30 * 86_400_000);
    const token = tokenOf(url);

    const json = await call(t, 'GET', `/statements/${token}`);
    expect(json.status).toBe(200);
    expect(json.body.data).toMatchObject({
      kitchen_name: expect.any(String),
      household: { mobile: household.mobile },
      expires_at,
      statement: { month: '2026-11', closing_paise: 123_450, entries: [{}, {}, {}] },
    });
    const pdf = await t.app.inject({ method: 'GET', url: `/api/v1/statements/${token}.pdf` });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    setClock(t, new Date(Date.parse(expires_at) - 1_000).toISOString());
    expect((await call(t, 'GET', `/statements/${token}`)).status).toBe(200);
    setClock(t, expires_at);
    expect(await call(t, 'GET', `/statements/${token}`)).toMatchObject({
      status: 404,
      body: { status: 'error', data: m.statementLinkNotFound() },
    });
    expect((await call(t, 'GET', `/statements/${token}.pdf`)).status).toBe(404);
    setClock(t, CUTOFF);
  });

  it('is 404 when made up or altered, in the caller’s language', async () => {
    const shared = await call(t, 'POST', '/account/statement/share', {
      token: household.token,
      body: { month: '2026-11' },
    });
    const token = tokenOf(shared.body.data.url);
    const [payload, signature] = token.split('~') as [string, string];
    // The same signature on another household's month, and a signature changed by one character.
    const otherMonth = Buffer.from(Buffer.from(payload, 'base64url').toString().replace('2026-11', '2026-10')).toString(
      'base64url',
    );
    const flipped = `${signature.slice(0, -2)}${signature.at(-2) === 'A' ? 'B' : 'A'}${signature.at(-1)}`;
    for (const bad of [`${otherMonth}~${signature}`, `${payload}~${flipped}`, `${payload}~`, 'nothing', `${token}~x`]) {
      const answer = await call(t, 'GET', `/statements/${encodeURIComponent(bad)}`, { headers: hindi });
      expect(answer, bad).toMatchObject({
        status: 404,
        body: { status: 'error', data: 'यह हिसाब का लिंक सही नहीं है या इसकी मियाद ख़त्म हो गई है। घर से नया लिंक माँगें।' },
      });
    }
  });

  it('is 414 when longer than any token, before any work', async () => {
    expect((await call(t, 'GET', `/statements/${'x'.repeat(300)}`)).status).toBe(414);
  });

  it('takes a month and a session', async () => {
    expect((await call(t, 'POST', '/account/statement/share', { body: { month: '2026-11' } })).status).toBe(401);
    const bad = await call(t, 'POST', '/account/statement/share', {
      token: household.token,
      body: { month: '2026-13' },
    });
    expect(bad).toMatchObject({ status: 400, body: { data: m.accountMonth() } });
  });
});
