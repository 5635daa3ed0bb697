import { afterEach, describe, expect, it } from 'vitest';
import type { KitchenTicket } from '@rasoi/domain/kitchen-ticket';
import { claimForPrinting, PRINTED_STORAGE_KEY, releaseClaim } from './printed-orders.ts';
import { DEFAULT_PRINTER, usePrinter } from './printer-store.ts';
import { printerCanType } from './escpos.ts';
import { labelPages, ticketPage, type PrintLine } from './ticket-document.ts';

/**
 * The kitchen printer's device-side rules (issue 28 part 4, D111): an order is claimed for auto-print once
 * per device, a failed print gives its claim back; the settings keep A4 and auto-print to the print paths
 * that can do them; the ticket's words and the labels, one a box. The bytes themselves are checked in the
 * browser journey e2e/kitchen-tickets.spec.ts (they need a canvas).
 */
afterEach(() => {
  usePrinter.setState(DEFAULT_PRINTER);
});

const TICKET: KitchenTicket = {
  order_id: 'order-1a2b',
  number: '#1a2b',
  language: 'en',
  placed_at: '2026-11-26T03:00:00.000Z',
  slot: null,
  customer_name: 'आशा वर्मा',
  society: 'Gaur Green Avenue',
  tower: 'Tower 7',
  flat: 'B-1204',
  plan_meal: false,
  lines: [
    { kind: 'thali', _id: 'thali-1', name: 'Roti Thali', quantity: 2 },
    { kind: 'dish', _id: 'dish-1', name: 'Masala Papad', quantity: 1 },
  ],
  diet: ['Jain', 'Less spicy'],
  diet_note: 'No green chilli',
  labels: [1, 2, 3].map((box) => ({
    box,
    boxes: 3,
    item: box < 3 ? 'Roti Thali' : 'Masala Papad',
    customer_name: 'आशा वर्मा',
    tower: 'Tower 7',
    flat: 'B-1204',
    diet: ['Jain', 'Less spicy'],
  })),
};

const words = (lines: PrintLine[]) => lines.flatMap((line) => ('text' in line ? [line.text] : []));

describe('printed orders on this device', () => {
  it('claims an order once, even after its storage is read again; a failed print gives the claim back', async () => {
    expect(await claimForPrinting('order-a')).toBe(true);
    expect(await claimForPrinting('order-a')).toBe(false);
    expect(JSON.parse(localStorage.getItem(PRINTED_STORAGE_KEY)!)).toEqual(['order-a']);
    await releaseClaim('order-a');
    expect(await claimForPrinting('order-a')).toBe(true);
  });
});

describe('printer settings', () => {
  it('forgets the chosen printer and auto-print with a new connection, and A4 for a thermal printer', () => {
    const store = usePrinter.getState();
    store.setPaper('a4');
    store.setConnection('serial');
    usePrinter.getState().setPrinterName('USB 0483:5743');
    usePrinter.getState().setAutoPrint(true, new Date('2026-11-26T03:00:00.000Z'));
    expect(usePrinter.getState()).toMatchObject({
      paper: '58',
      connection: 'serial',
      printerName: 'USB 0483:5743',
      autoPrintSince: '2026-11-26T03:00:00.000Z',
    });
    usePrinter.getState().setConnection('usb');
    expect(usePrinter.getState()).toMatchObject({ connection: 'usb', printerName: null, autoPrintSince: null });
  });
});

describe('the printed ticket and labels', () => {
  it('lists the line items, diet marks and note and where it goes, in the printer-typable form where it can', () => {
    const lines = words(ticketPage(TICKET, 'Asia/Kolkata').lines);
    expect(lines).toEqual([
      'Kitchen ticket',
      '#1a2b',
      'On demand',
      'Placed 08:30',
      '2 x Roti Thali',
      '1 x Masala Papad',
      'Jain, Less spicy',
      'Note: No green chilli',
      'आशा वर्मा',
      'B-1204, Tower 7',
      'Gaur Green Avenue',
    ]);
    // English lines go as the printer's own text; the Hindi name as an image.
    expect(lines.filter((line) => !printerCanType(line))).toEqual(['आशा वर्मा']);
  });

  it('prints one label a box, numbered across the order', () => {
    const pages = labelPages(TICKET);
    expect(pages.map((page) => words(page.lines)[0])).toEqual([
      'Box 1 of 3  #1a2b',
      'Box 2 of 3  #1a2b',
      'Box 3 of 3  #1a2b',
    ]);
    expect(words(pages[2]!.lines)).toEqual([
      'Box 3 of 3  #1a2b',
      'B-1204, Tower 7',
      'आशा वर्मा',
      'Masala Papad',
      'Jain, Less spicy',
    ]);
  });
});
