import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { expect, test, newPhone, type Page } from './support/test.ts';
import { ASHA, orderAThali } from './support/customer.ts';
import { decodeEscPos, inkedDots, type EscPosItem } from './support/escpos-decode.ts';
import { logInAsSeller } from './support/seller.ts';
import { newMobile } from './support/server-log.ts';
import { expectAccessible } from './support/axe.ts';

/**
 * Kitchen tickets and box labels (issue 28 part 4, D111). A Hindi receiver name cannot be typed by a
 * printer's font: it must reach the printer as a raster image as wide as the roll. The printer here is a
 * fake Web Serial port the page is given before the app loads; it records every byte written, and the
 * journey decodes them back (support/escpos-decode.ts). The print dialog's path is checked on a PDF of the
 * print page, rendered to an image by poppler's pdftoppm.
 */
const HINDI_RECEIVER = { ...ASHA, name: 'आशा वर्मा' };

/** Gives `page` a Web Serial API with one printer port that records what is written to it. */
async function withFakeSerialPrinter(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const written: number[] = [];
    (window as unknown as { __printed: number[] }).__printed = written;
    const port = {
      writable: null as WritableStream<Uint8Array> | null,
      async open() {
        this.writable = new WritableStream<Uint8Array>({
          write(chunk) {
            for (const byte of chunk) written.push(byte);
          },
        });
      },
      async close() {},
      getInfo: () => ({ usbVendorId: 0x0483, usbProductId: 0x5743 }),
    };
    // The browser remembers a chosen port across reloads: so does the fake, in this phone's storage.
    const GRANTED = 'fakeSerialGranted';
    Object.defineProperty(navigator, 'serial', {
      value: {
        requestPort: async () => {
          localStorage.setItem(GRANTED, '1');
          return port;
        },
        getPorts: async () => (localStorage.getItem(GRANTED) === '1' ? [port] : []),
      },
    });
  });
}

async function printedItems(page: Page): Promise<EscPosItem[]> {
  const bytes = await page.evaluate(() => (window as unknown as { __printed: number[] }).__printed.slice());
  return decodeEscPos(Uint8Array.from(bytes));
}

const texts = (items: EscPosItem[]) => items.flatMap((item) => (item.kind === 'text' ? [item.text] : []));
const images = (items: EscPosItem[]) => items.filter((item) => item.kind === 'image');
const cuts = (items: EscPosItem[]) => items.filter((item) => item.kind === 'cut').length;

async function openCard(seller: Page, number: string) {
  await seller.goto('/seller/orders');
  const card = seller.getByRole('listitem').filter({ hasText: number });
  // The newest order's card opens by itself; another opens with a tap.
  const header = card.getByRole('button', { name: new RegExp(number) });
  await expect(header).toBeVisible();
  if ((await header.getAttribute('aria-expanded')) !== 'true') await header.click();
  await expect(header).toHaveAttribute('aria-expanded', 'true');
  return card;
}

test('the seller prints a ticket and labels on a thermal printer, Hindi as an image, and auto-prints once', async ({
  browser,
}) => {
  // Three customers' orders, the seller's settings and prints: more than the default minute.
  test.setTimeout(180_000);
  const number = await orderAThali(await newPhone(browser), newMobile(), undefined, { receiver: HINDI_RECEIVER });

  const seller = await newPhone(browser);
  await withFakeSerialPrinter(seller);
  await logInAsSeller(seller);
  await seller.goto('/seller/profile');
  await seller.getByRole('link', { name: /Printer/ }).click();
  await expect(seller.getByRole('heading', { name: 'Kitchen printer' })).toBeVisible();
  await seller.getByRole('radio', { name: /Web Serial/ }).check();
  await expect(seller.getByText('No printer chosen on this device yet.')).toBeVisible();
  await seller.getByRole('button', { name: 'Choose the printer' }).click();
  await expect(seller.getByText('Printer: USB 0483:5743')).toBeVisible();
  await expect(seller.getByRole('radio', { name: '58 mm roll' })).toBeChecked();
  await expectAccessible(seller, 'printer settings, a serial printer chosen');

  // The test print: English in the printer's font, the Hindi line as a raster image 384 dots wide.
  await seller.getByRole('button', { name: 'Test print' }).click();
  await expect(seller.getByText('Sent to the printer')).toBeVisible();
  const test_ = await printedItems(seller);
  expect(texts(test_).join('\n')).toContain('Rasoi test print');
  expect(images(test_)).toHaveLength(1);
  expect(cuts(test_)).toBe(1);

  const card = await openCard(seller, number);
  await card.getByRole('button', { name: 'Print ticket' }).click();
  await expect(seller.getByText('Sent to the printer').first()).toBeVisible();
  await expect.poll(async () => cuts(await printedItems(seller))).toBe(1);
  const ticket = await printedItems(seller);
  const ticketText = texts(ticket).join('\n');
  expect(ticketText).toContain(number);
  expect(ticketText).toContain('1 x Rajma Chawal Thali');
  expect(ticketText).toContain('B-1204, Tower 7');
  expect(ticketText).toContain('Gaur Green Avenue');
  // The receiver's Hindi name: an image exactly the 58 mm roll's 384 dots wide, with ink on it.
  const drawn = images(ticket);
  expect(drawn.length).toBeGreaterThanOrEqual(1);
  for (const image of drawn) {
    expect(image.width).toBe(384);
    expect(image.height % 8).toBe(0);
    expect(inkedDots(image)).toBeGreaterThan(100);
  }
  expect(ticket.at(-1)).toEqual({ kind: 'cut' });

  // One label a box: one thali, one label, with the flat and tower and the name drawn.
  await seller.evaluate(() => ((window as unknown as { __printed: number[] }).__printed.length = 0));
  await card.getByRole('button', { name: 'Print labels' }).click();
  await expect.poll(async () => cuts(await printedItems(seller))).toBe(1);
  const labels = await printedItems(seller);
  expect(texts(labels).join('\n')).toContain(`Box 1 of 1  ${number}`);
  expect(texts(labels).join('\n')).toContain('B-1204, Tower 7');
  expect(images(labels).every((image) => image.width === 384 && inkedDots(image) > 100)).toBe(true);

  // Auto-print: a new order prints its ticket by itself on this device.
  await seller.goto('/seller/printer');
  await seller.getByRole('switch', { name: 'Print each new order by itself' }).click();
  await expect(seller.getByRole('switch', { name: 'Print each new order by itself' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await seller.evaluate(() => ((window as unknown as { __printed: number[] }).__printed.length = 0));
  const second = await orderAThali(await newPhone(browser), newMobile());
  await expect.poll(async () => texts(await printedItems(seller)).join('\n'), { timeout: 20_000 }).toContain(second);

  // Never twice on one device: after a reload, the next order prints and the one before does not again.
  await seller.reload();
  await expect(seller.getByRole('heading', { name: 'Kitchen printer' })).toBeVisible();
  const third = await orderAThali(await newPhone(browser), newMobile());
  await expect.poll(async () => texts(await printedItems(seller)).join('\n'), { timeout: 20_000 }).toContain(third);
  expect(texts(await printedItems(seller)).join('\n')).not.toContain(second);

  // The prep sheet prints the tickets of every order still to deliver, in one job, a cut after each.
  await seller.goto('/seller/prep-sheet');
  await seller.evaluate(() => ((window as unknown as { __printed: number[] }).__printed.length = 0));
  await seller.getByRole('button', { name: 'Print all tickets' }).click();
  await expect.poll(async () => cuts(await printedItems(seller)), { timeout: 20_000 }).toBeGreaterThanOrEqual(3);
  const all = texts(await printedItems(seller)).join('\n');
  for (const each of [number, second, third]) expect(all).toContain(each);
  await expectAccessible(seller, 'prep sheet with the print buttons');
});

test('the print dialog prints the ticket on one narrow page, dark text on white', async ({ browser }) => {
  test.setTimeout(120_000);
  const number = await orderAThali(await newPhone(browser), newMobile(), undefined, { receiver: HINDI_RECEIVER });
  const seller = await newPhone(browser);
  await logInAsSeller(seller);
  const card = await openCard(seller, number);
  // No printer chosen on this phone: the print page opens for the browser's print dialog.
  await card.getByRole('button', { name: 'Print ticket' }).click();
  await expect(seller).toHaveURL(/\/seller\/print\/\w+\?what=ticket$/);
  const printout = seller.getByRole('region', { name: 'Kitchen ticket' });
  await expect(printout).toContainText(number);
  await expect(printout).toContainText('आशा वर्मा');
  await expectAccessible(seller, 'the kitchen ticket to print');

  const folder = mkdtempSync(join(tmpdir(), 'rasoi-ticket-'));
  try {
    const pdf = join(folder, 'ticket.pdf');
    writeFileSync(pdf, await seller.pdf({ preferCSSPageSize: true, printBackground: true }));
    const info = execFileSync('pdfinfo', [pdf], { encoding: 'utf8' });
    expect(/Pages:\s+(\d+)/.exec(info)?.[1]).toBe('1');
    // 58 mm is 164.4 pt: the page is the roll's width, not A4's 595 pt.
    const width = Number(/Page size:\s+([\d.]+) x/.exec(info)?.[1]);
    expect(width).toBeGreaterThan(160);
    expect(width).toBeLessThan(170);
    execFileSync('pdftoppm', ['-r', '100', '-png', pdf, join(folder, 'page')]);
    const [png] = readdirSync(folder).filter((name) => name.endsWith('.png'));
    const { data, info: raster } = await sharp(readFileSync(join(folder, png!)))
      .greyscale()
      .raw()
      .toBuffer({ resolveWithObject: true });
    let dark = 0;
    let white = 0;
    for (const value of data) {
      if (value < 100) dark += 1;
      if (value > 240) white += 1;
    }
    const pixels = raster.width * raster.height;
    // Text is there (dark dots), on a white page (most of it white, no coloured or grey background).
    expect(dark).toBeGreaterThan(pixels * 0.01);
    expect(white).toBeGreaterThan(pixels * 0.75);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});
