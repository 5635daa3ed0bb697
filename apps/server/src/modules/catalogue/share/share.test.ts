import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Meal } from '@rasoi/domain/api';
import { MENU_PICTURES_PER_IP_PER_MINUTE } from '@rasoi/domain/share';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app.ts';
import { call, readMenu } from '../../../../test/api-helpers.ts';
import { setClock } from '../../../../test/orders.ts';
import { findOrCreateSeller } from '../../../../test/sellers.ts';
import { menuPictureSvg } from './menu-picture-svg.ts';
import { menuPicturesOf } from './picture-input.ts';

/**
 * Sharing today's menu and a dish (issue 15, D58): the menu picture (a PNG made from the menu, cached by
 * its content) and the preview tags a chat reads from a shared link without running JavaScript, both
 * built from PUBLIC_URL whatever Host a request names (issue 30, D73). Runs on SQLite and PostgreSQL.
 */
const INDEX = '<!doctype html><html><head><title>Rasoi</title></head><body><div id="root"></div></body></html>';
/** The address the app is configured with; the tests' requests name other hosts. */
const PUBLIC_URL = 'https://rasoi.example.in';
/** Host headers a caller may send: the real one, its letter-case variants, a port, a foreign host, an IP. */
const HOSTS = ['rasoi.example.in', 'RASOI.EXAMPLE.IN', 'Rasoi.Example.In', 'rasoi.example.in:8443', 'evil.example'];
const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];
const LUNCH = {
  name: 'Lunch',
  weekdays: EVERY_DAY,
  order_by: '10:30',
  delivery_from: '12:30',
  delivery_to: '14:00',
  capacity: 20,
};

let t: TestApp;
let dist: string;
let seller: string;
let thali: Meal;

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'rasoi-dist-'));
  fs.writeFileSync(path.join(dist, 'index.html'), INDEX);
  t = await buildTestApp({ WEB_DIST_DIR: dist, PUBLIC_URL });
  seller = (await findOrCreateSeller(t)).token;
  thali = (await readMenu(t)).meals.find((meal) => meal.is_active && meal.is_show)!;
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});
beforeEach(async () => {
  // Thursday 26 November 2026, 08:30 in the kitchen (Asia/Kolkata): lunch still takes orders.
  setClock(t, '2026-11-26T03:00:00.000Z');
  expect((await call(t, 'POST', '/slot-plan', { token: seller, body: { slots: [LUNCH] } })).status).toBe(200);
});

const picture = (query = '', headers: Record<string, string> = {}, remoteAddress?: string) =>
  t.app.inject({ method: 'GET', url: `/api/v1/share/menu.png${query}`, headers, remoteAddress });
const page = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { host: 'rasoi.example.in', ...headers } });

/** The content of every `<meta property|name="key" content="...">` in an HTML head, by key (raw, escaped). */
function metaTags(html: string): Record<string, string> {
  const tags: Record<string, string> = {};
  for (const match of html.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)" \/>/g)) {
    tags[match[1]!] = match[2]!;
  }
  return tags;
}

/** Replacement patterns of `String.prototype.replace` and markup, as a seller may type them (issue 30, finding 6). */
const PATTERNS = '$` $\' $& $$ $1 <"&';
/** The same for a slot's name, which refuses `<` and `>`. */
const SLOT_PATTERNS = '$` $\' $& $$ $1 "&';
const ENTITY: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };

/**
 * The preview tags of a page, by key, their values decoded, after checking the page is INDEX with only
 * whole `<meta>` tags put before `</head>`: nothing of the page copied in, no attribute left open, every
 * `&` an entity.
 */
function intactPageTags(body: string): Record<string, string> {
  const end = INDEX.indexOf('</head>');
  expect(body.startsWith(INDEX.slice(0, end))).toBe(true);
  expect(body.endsWith(INDEX.slice(end))).toBe(true);
  const added = body
    .slice(end, body.length - (INDEX.length - end))
    .trim()
    .split('\n');
  const tags: Record<string, string> = {};
  for (const line of added) {
    const match = /^<meta (?:property|name)="([\w:]+)" content="((?:[^"<>&]|&(?:amp|lt|gt|quot|#39);)*)" \/>$/.exec(
      line.trim(),
    );
    expect(match, line).not.toBeNull();
    tags[match![1]!] = match![2]!.replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => ENTITY[entity]!);
  }
  return tags;
}

describe("today's menu picture", () => {
  it('is a PNG of 1200x630 by default and 1080x1350 in portrait, public and revalidated', async () => {
    const wide = await picture();
    expect(wide.statusCode).toBe(200);
    expect(wide.headers['content-type']).toBe('image/png');
    expect(wide.headers['cache-control']).toBe('public, no-cache');
    expect(await sharp(wide.rawPayload).metadata()).toMatchObject({ format: 'png', width: 1200, height: 630 });
    const tall = await picture('?layout=portrait');
    expect(await sharp(tall.rawPayload).metadata()).toMatchObject({ format: 'png', width: 1080, height: 1350 });
    expect(tall.headers.etag).not.toBe(wide.headers.etag);
  });

  it('answers 304 while the menu is unchanged, and a new picture when a price changes', async () => {
    const first = await picture();
    const etag = String(first.headers.etag);
    expect((await picture('', { 'if-none-match': etag })).statusCode).toBe(304);
    await t.db
      .updateTable('meals')
      .set({ selling_price: thali.selling_price + 10 })
      .where('id', '=', thali._id)
      .execute();
    const changed = await picture('', { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.rawPayload.equals(first.rawPayload)).toBe(false);
    await t.db.updateTable('meals').set({ selling_price: thali.selling_price }).where('id', '=', thali._id).execute();
  });

  it('changes when a thali sells out, but not when an order takes a plate', async () => {
    const before = String((await picture()).headers.etag);
    await t.db.updateTable('slots').set({ taken: 5 }).execute();
    expect((await picture()).headers.etag).toBe(before);
    expect((await call(t, 'PATCH', `/meal/${thali._id}`, { token: seller, body: { is_active: false } })).status).toBe(
      200,
    );
    expect((await picture()).headers.etag).not.toBe(before);
    await call(t, 'PATCH', `/meal/${thali._id}`, { token: seller, body: { is_active: true } });
  });

  it('refuses an unknown layout with the error envelope', async () => {
    const answer = await picture('?layout=square');
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ status: 'error' });
  });

  it("is drawn in the kitchen's language, whoever asks: Hindi makes a new ETag and picture (issue 16)", async () => {
    const english = await picture();
    const etag = String(english.headers.etag);
    expect((await call(t, 'PATCH', '/kitchen/settings', { token: seller, body: { language: 'hi' } })).status).toBe(200);
    try {
      const hindi = await picture('', { 'if-none-match': etag, 'accept-language': 'en' });
      expect(hindi.statusCode).toBe(200);
      const hindiEtag = String(hindi.headers.etag);
      expect(hindiEtag).not.toBe(etag);
      expect(hindi.rawPayload.equals(english.rawPayload)).toBe(false);
      // The asker's language changes nothing: a chat shows everyone the kitchen's picture.
      expect((await picture('', { 'accept-language': 'en' })).headers.etag).toBe(hindiEtag);
      expect((await picture('', { 'accept-language': 'hi' })).headers.etag).toBe(hindiEtag);
      const tallEnglish = String((await picture('?layout=portrait')).headers.etag);
      expect(tallEnglish).not.toBe(hindiEtag);
    } finally {
      await call(t, 'PATCH', '/kitchen/settings', { token: seller, body: { language: 'en' } });
    }
    // Back in English: the English picture again, and a browser's copy of it is still good.
    expect((await picture('', { 'if-none-match': etag, 'accept-language': 'hi' })).statusCode).toBe(304);
  });

  it('draws the Hindi words of the picture from the Devanagari font (issue 16)', async () => {
    const svg = menuPictureSvg(
      {
        kitchen: 'शर्मा रसोई',
        locale: 'hi',
        date: '2026-11-26',
        dateLabel: 'गुरु, 26 नव॰',
        thalis: [{ name: 'राजमा चावल थाली', price: 1250 }],
        slots: [{ name: 'दोपहर का खाना', orderBy: '10:30', from: '12:30', to: '14:00' }],
      },
      'wide',
      'rasoi.example.in/menu/today',
    );
    expect(svg).toContain(`font-family="'Noto Sans', 'Noto Sans Devanagari', sans-serif"`);
    expect(svg).toContain('xml:lang="hi"');
    for (const words of ['आज का मेन्यू · गुरु, 26 नव॰', '₹1,250', '10:30 तक ऑर्डर करें', 'डिलीवरी 12:30–14:00']) {
      expect(svg).toContain(`>${words}<`);
    }
    expect(svg).toContain('rasoi.example.in/menu/today पर ऑर्डर करें');
  });

  it('is drawn once for any Host header: letter-case variants and a foreign host get the same bytes (issue 30, D73)', async () => {
    // A name no earlier picture had: the picture is not drawn yet.
    const renamed = await call(t, 'PATCH', '/kitchen/settings', { token: seller, body: { name: 'Host Check Rasoi' } });
    expect(renamed.status).toBe(200);
    const pictures = menuPicturesOf(t.db);
    const before = pictures.drawings;
    const address = '198.51.100.30';
    // At once, then one by one: misses together share one drawing, later ones get the kept picture.
    const together = await Promise.all(HOSTS.map((host) => picture('', { host }, address)));
    const oneByOne = [];
    for (const host of [...HOSTS].reverse()) oneByOne.push(await picture('', { host }, address));
    const answers = [...together, ...oneByOne];
    for (const answer of answers) expect(answer.statusCode).toBe(200);
    expect(new Set(answers.map((answer) => answer.headers.etag)).size).toBe(1);
    for (const answer of answers) expect(answer.rawPayload.equals(answers[0]!.rawPayload)).toBe(true);
    expect(pictures.drawings - before).toBe(1);
  });

  it('answers a burst over the per-address limit with 429 in the envelope and Retry-After (issue 30, D73)', async () => {
    // One after another: @fastify/rate-limit's memory store reads its count after an await, so requests
    // injected in one tick may all read the burst's final count and all be refused; in turn, the 61st is.
    const burst = [];
    for (let sent = 0; sent <= MENU_PICTURES_PER_IP_PER_MINUTE; sent += 1)
      burst.push(await picture('', {}, '203.0.113.9'));
    expect(burst.map((answer) => answer.statusCode)).toEqual([
      ...Array<number>(MENU_PICTURES_PER_IP_PER_MINUTE).fill(200),
      429,
    ]);
    const refused = burst.find((answer) => answer.statusCode === 429)!;
    expect(refused.json()).toEqual({ status: 'error', data: expect.stringMatching(/^Too many requests/) });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Counted per client address: another one still gets its picture.
    expect((await picture('', {}, '203.0.113.10')).statusCode).toBe(200);
    // Twice the limit at once from a third address: never more than the limit answered.
    const raced = await Promise.all(
      Array.from({ length: 2 * MENU_PICTURES_PER_IP_PER_MINUTE }, () => picture('', {}, '203.0.113.11')),
    );
    const answered = raced.filter((answer) => answer.statusCode === 200).length;
    expect(answered).toBeLessThanOrEqual(MENU_PICTURES_PER_IP_PER_MINUTE);
    expect(raced.filter((answer) => answer.statusCode === 429)).toHaveLength(raced.length - answered);
  });

  it('renders a name full of markup (escaped into the SVG, not breaking it)', async () => {
    const patched = await call(t, 'PATCH', '/kitchen/settings', {
      token: seller,
      body: { name: `Maa's <Rasoi> & "Tiffin"` },
    });
    expect(patched.status).toBe(200);
    const answer = await picture();
    expect(answer.statusCode).toBe(200);
    expect(await sharp(answer.rawPayload).metadata()).toMatchObject({ width: 1200, height: 630 });
  });
});

describe("the shared links' preview tags", () => {
  it("today's menu: title, description, and the picture and page as absolute URLs", async () => {
    const answer = await page('/menu/today');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    const tags = metaTags(answer.body);
    const kitchen = (await call(t, 'GET', '/kitchen')).body.data.name as string;
    expect(tags['og:title']).toContain('today’s menu'.replace('’', '&#39;'));
    expect(tags['og:url']).toBe('https://rasoi.example.in/menu/today');
    expect(tags['og:image']).toMatch(/^https:\/\/rasoi\.example\.in\/api\/v1\/share\/menu\.png\?v=[\w-]+$/);
    expect(tags['og:image:width']).toBe('1200');
    expect(tags['og:image:height']).toBe('630');
    expect(tags['og:type']).toBe('website');
    expect(tags['twitter:card']).toBe('summary_large_image');
    expect(tags['og:description']).toContain('Order by 10:30');
    expect(answer.body).toContain('<div id="root"></div>');
    expect(kitchen.length).toBeGreaterThan(0);
    // The picture the tag names is the PNG.
    const image = await t.app.inject({ method: 'GET', url: tags['og:image']!.replace('https://rasoi.example.in', '') });
    expect(image.headers['content-type']).toBe('image/png');
  });

  it("are written in the kitchen's language, whatever language the crawler asks in (issue 16)", async () => {
    const kitchen = 'शर्मा रसोई';
    expect((await call(t, 'PATCH', '/kitchen/settings', { token: seller, body: { name: kitchen } })).status).toBe(200);
    const created = await call(t, 'POST', '/meal', {
      token: seller,
      body: {
        category: 'Mini Thali',
        name: 'Rajma Thali',
        cost_price: 50,
        selling_price: 1250,
        actual_price: 1300,
        description: '',
        img_url: thali.img_url,
      },
    });
    expect(created.status).toBe(201);
    const id = created.body.data.meal._id as string;
    expect(metaTags((await page('/menu/today')).body)['og:locale']).toBe('en_IN');
    expect((await call(t, 'PATCH', '/kitchen/settings', { token: seller, body: { language: 'hi' } })).status).toBe(200);
    try {
      const menu = metaTags((await page('/menu/today', { 'accept-language': 'en-US,en;q=0.9' })).body);
      expect(menu['og:locale']).toBe('hi_IN');
      expect(menu['og:title']).toBe(`${kitchen} — आज का मेन्यू`);
      expect(menu['twitter:title']).toBe(menu['og:title']);
      expect(menu['og:image:alt']).toBe(menu['og:title']);
      expect(menu['og:description']).toContain('Lunch: 10:30 तक ऑर्डर करें');
      expect(menu['og:description']).toContain('Rajma Thali ₹1,250');
      const dish = metaTags((await page(`/dish/${id}`, { 'accept-language': 'en' })).body);
      expect(dish['og:locale']).toBe('hi_IN');
      expect(dish['og:title']).toBe('Rajma Thali · ₹1,250');
      expect(dish['og:description']).toBe(`${kitchen} से Rajma Thali, सिर्फ़ ₹1,250 में। यहाँ ऑर्डर करें:`);
    } finally {
      await call(t, 'PATCH', '/kitchen/settings', { token: seller, body: { language: 'en' } });
      await call(t, 'DELETE', `/meal/${id}`, { token: seller });
    }
    // And in English again for an English kitchen, even when the crawler asks for Hindi.
    const english = metaTags((await page('/menu/today', { 'accept-language': 'hi' })).body);
    expect(english['og:title']).toBe(`${kitchen} — today&#39;s menu`);
  });

  it("names only the thalis of today's slot menu when the slot has one, and drops a slot past its order-by time", async () => {
    const meals = (await readMenu(t)).meals.filter((meal) => meal.is_active && meal.is_show);
    const other = meals.find((meal) => meal._id !== thali._id)!;
    const lunch = (await call(t, 'GET', '/slots')).body.data.slots[0]._id as string;
    const saved = await call(t, 'POST', `/slots/${lunch}/menu`, {
      token: seller,
      body: { meal_ids: [thali._id], dish_ids: [] },
    });
    expect(saved.status).toBe(200);
    const description = metaTags((await page('/menu/today')).body)['og:description']!;
    expect(description).toContain(thali.name);
    expect(description).not.toContain(other.name);
    // 11:00 in the kitchen: lunch's order-by time has passed, so neither it nor its menu narrows the picture.
    setClock(t, '2026-11-26T05:30:00.000Z');
    const later = metaTags((await page('/menu/today')).body)['og:description']!;
    expect(later).not.toContain('Order by 10:30');
    expect(later).toContain(other.name);
    await call(t, 'POST', `/slots/${lunch}/menu`, { token: seller, body: { meal_ids: [], dish_ids: [] } });
  });

  it("name PUBLIC_URL's address whatever Host or X-Forwarded-Host the request sends (issue 30, D73)", async () => {
    const images = new Set<string>();
    for (const host of HOSTS) {
      const menu = metaTags((await page('/menu/today', { host })).body);
      expect(menu['og:url'], host).toBe(`${PUBLIC_URL}/menu/today`);
      expect(menu['og:image'], host).toMatch(/^https:\/\/rasoi\.example\.in\/api\/v1\/share\/menu\.png\?v=[\w-]+$/);
      images.add(menu['og:image']!);
      const dish = metaTags((await page(`/dish/${thali._id}`, { host })).body);
      expect(dish['og:url'], host).toBe(`${PUBLIC_URL}/dish/${thali._id}`);
    }
    // One picture named for every host: the same URL, so the same version of the same picture.
    expect(images.size).toBe(1);
    // Behind a trusted proxy too: its X-Forwarded-Host and -Proto name no other site.
    const proxied = await buildTestApp({ WEB_DIST_DIR: dist, PUBLIC_URL, TRUST_PROXY: 'true' });
    try {
      const answer = await proxied.app.inject({
        method: 'GET',
        url: '/menu/today',
        headers: { host: 'internal:3000', 'x-forwarded-proto': 'http', 'x-forwarded-host': 'evil.example' },
      });
      const tags = metaTags(answer.body);
      expect(tags['og:url']).toBe(`${PUBLIC_URL}/menu/today`);
      expect(tags['og:image']).toMatch(/^https:\/\/rasoi\.example\.in\/api\/v1\/share\/menu\.png/);
    } finally {
      await proxied.close();
    }
  });

  it("a thali: its name and price, its picture; seller's markup comes out escaped", async () => {
    const created = await call(t, 'POST', '/meal', {
      token: seller,
      body: {
        category: 'Mini Thali',
        name: '<script>"&',
        cost_price: 50,
        selling_price: 130,
        actual_price: 150,
        description: `It's "good" & <b>hot</b>`,
        img_url: thali.img_url,
      },
    });
    expect(created.status).toBe(201);
    const id = created.body.data.meal._id as string;
    const answer = await page(`/dish/${id}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.body).not.toContain('<script>"&');
    expect(answer.body).not.toContain('<b>hot');
    const tags = metaTags(answer.body);
    expect(tags['og:title']).toBe('&lt;script&gt;&quot;&amp; · ₹130');
    expect(tags['og:description']).toBe('It&#39;s &quot;good&quot; &amp; &lt;b&gt;hot&lt;/b&gt;');
    expect(tags['og:url']).toBe(`https://rasoi.example.in/dish/${id}`);
    expect(tags['og:image']).toMatch(/^https:\/\/rasoi\.example\.in\//);
    await call(t, 'DELETE', `/meal/${id}`, { token: seller });
  });

  it("is in the kitchen's language: the seller's Hindi name for a Hindi kitchen, else the English (issue 16, D62)", async () => {
    const named = await call(t, 'PATCH', `/meal/${thali._id}`, {
      token: seller,
      body: { name_hi: 'आज की थाली', description_hi: null },
    });
    expect(named.status).toBe(200);
    try {
      // An English kitchen: the English name, whatever the reader's language.
      const english = metaTags((await page(`/dish/${thali._id}`, { 'accept-language': 'hi-IN,hi;q=0.9' })).body);
      expect(english['og:title']).toMatch(new RegExp(`^${thali.name} · `));
      expect((await call(t, 'PATCH', '/kitchen/settings', { token: seller, body: { language: 'hi' } })).status).toBe(
        200,
      );
      const hindi = metaTags((await page(`/dish/${thali._id}`, { 'accept-language': 'en' })).body);
      expect(hindi['og:title']).toMatch(/^आज की थाली · /);
      // No Hindi description: the English one.
      expect(hindi['og:description']).toBe(thali.description.replaceAll("'", '&#39;'));
    } finally {
      await call(t, 'PATCH', '/kitchen/settings', { token: seller, body: { language: 'en' } });
      await call(t, 'PATCH', `/meal/${thali._id}`, {
        token: seller,
        body: { name_hi: thali.name_hi, description_hi: thali.description_hi },
      });
    }
  });

  it('put every seller text into the page as text: replacement patterns and markup (issue 30, D73)', async () => {
    const kitchen = (await call(t, 'GET', '/kitchen')).body.data.name as string;
    const name = `K ${PATTERNS}`;
    expect((await call(t, 'PATCH', '/kitchen/settings', { token: seller, body: { name } })).status).toBe(200);
    const plan = await call(t, 'POST', '/slot-plan', {
      token: seller,
      body: { slots: [{ ...LUNCH, name: `S ${SLOT_PATTERNS}` }] },
    });
    expect(plan.status).toBe(200);
    const texts = (kind: string) => ({
      name: `${kind} ${PATTERNS}`,
      description: `${kind} description ${PATTERNS}`,
      name_hi: `${kind} नाम ${PATTERNS}`,
      description_hi: `${kind} विवरण ${PATTERNS}`,
    });
    const meal = await call(t, 'POST', '/meal', {
      token: seller,
      body: { category: 'Mini Thali', cost_price: 50, selling_price: 130, actual_price: 150, ...texts('T') },
    });
    expect(meal.status).toBe(201);
    const mealId = meal.body.data.meal._id as string;
    const dish = await call(t, 'POST', '/dish', {
      token: seller,
      body: { category: 'rice', sub_category: 'addon', selling_price: 40, ...texts('D') },
    });
    expect(dish.status).toBe(201);
    const dishId = dish.body.data.dish._id as string;
    // Only the new thali on today's lunch, so the description (cut at 200 characters) names it whole.
    const lunch = (await call(t, 'GET', '/slots')).body.data.slots[0]._id as string;
    const narrowed = await call(t, 'POST', `/slots/${lunch}/menu`, {
      token: seller,
      body: { meal_ids: [mealId], dish_ids: [] },
    });
    expect(narrowed.status).toBe(200);
    try {
      const menu = intactPageTags((await page('/menu/today')).body);
      expect(menu['og:site_name']).toBe(name);
      expect(menu['og:title']).toBe(`${name} — today's menu`);
      expect(menu['og:description']).toBe(`S ${SLOT_PATTERNS}: Order by 10:30 · T ${PATTERNS} ₹130`);
      for (const [id, kind, price] of [
        [mealId, 'T', '₹130'],
        [dishId, 'D', '₹40'],
      ] as const) {
        const item = intactPageTags((await page(`/dish/${id}`)).body);
        expect(item['og:title']).toBe(`${kind} ${PATTERNS} · ${price}`);
        expect(item['og:description']).toBe(`${kind} description ${PATTERNS}`);
        expect(item['og:site_name']).toBe(name);
      }
      // A Hindi kitchen's pages carry the seller's Hindi texts (issue 16): the same care.
      expect((await call(t, 'PATCH', '/kitchen/settings', { token: seller, body: { language: 'hi' } })).status).toBe(
        200,
      );
      expect(intactPageTags((await page('/menu/today')).body)['og:description']).toContain(`T नाम ${PATTERNS} ₹130`);
      for (const [id, kind] of [
        [mealId, 'T'],
        [dishId, 'D'],
      ] as const) {
        const item = intactPageTags((await page(`/dish/${id}`)).body);
        expect(item['og:title']).toMatch(new RegExp(`^${kind} नाम `));
        expect(item['og:title']).toContain(PATTERNS);
        expect(item['og:description']).toBe(`${kind} विवरण ${PATTERNS}`);
      }
    } finally {
      await call(t, 'PATCH', '/kitchen/settings', { token: seller, body: { name: kitchen, language: 'en' } });
      await call(t, 'POST', `/slots/${lunch}/menu`, { token: seller, body: { meal_ids: [], dish_ids: [] } });
      await call(t, 'DELETE', `/meal/${mealId}`, { token: seller });
      await call(t, 'DELETE', `/dish/${dishId}`, { token: seller });
    }
  });

  it.each(['/dish/no-such-id', '/dish/a%2Fb', '/dish/x/y', '/menu/elsewhere'])(
    'an unknown share path %s gets the plain index.html',
    async (url) => {
      const answer = await page(url);
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toBe(INDEX);
    },
  );

  it('a hidden thali has no preview (it is not on the menu)', async () => {
    await call(t, 'PATCH', `/meal/${thali._id}`, { token: seller, body: { is_show: false } });
    try {
      expect((await page(`/dish/${thali._id}`)).body).toBe(INDEX);
    } finally {
      await call(t, 'PATCH', `/meal/${thali._id}`, { token: seller, body: { is_show: true } });
    }
  });
});
