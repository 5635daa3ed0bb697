/**
 * The kitchen printer's settings on this device (issue 28 part 4, docs/decisions/0111): the paper (58 mm or
 * 80 mm roll, or A4 through the print dialog), how to reach the printer (the browser's print dialog, Web
 * Serial, WebUSB or Web Bluetooth), the printer chosen (a name to show; the browser keeps the permission),
 * and whether each new order prints by itself, from when it was turned on. The printer belongs to the
 * device, not to the person logged in, so logging out keeps it (D111).
 */
import { create } from 'zustand';
import { persist } from 'zustand/middleware';

/** Browser storage key of the printer settings. */
export const PRINTER_STORAGE_KEY = 'kitchenPrinter';

export const PAPERS = ['58', '80', 'a4'] as const;
export type Paper = (typeof PAPERS)[number];
export const CONNECTIONS = ['dialog', 'serial', 'usb', 'bluetooth'] as const;
export type Connection = (typeof CONNECTIONS)[number];
/** A connection that writes ESC/POS bytes to the printer itself. */
export type DirectConnection = Exclude<Connection, 'dialog'>;

export type PrinterSettings = {
  paper: Paper;
  connection: Connection;
  /** The chosen printer's name as the browser gave it, null when none is chosen on this device. */
  printerName: string | null;
  /** When auto-print was turned on (ISO instant): orders placed before it are not printed by it; null when off. */
  autoPrintSince: string | null;
};

export type PrinterState = PrinterSettings & {
  setPaper: (paper: Paper) => void;
  /** A new connection forgets the printer chosen for the old one, and auto-print with it. */
  setConnection: (connection: Connection) => void;
  setPrinterName: (name: string | null) => void;
  setAutoPrint: (on: boolean, now?: Date) => void;
};

export const DEFAULT_PRINTER: PrinterSettings = {
  paper: '58',
  connection: 'dialog',
  printerName: null,
  autoPrintSince: null,
};

/** What was stored, kept only where it still has the expected shape (an older or edited entry is not trusted). */
function storedSettings(persisted: unknown): PrinterSettings {
  const stored = (persisted ?? {}) as Record<string, unknown>;
  const paper = PAPERS.find((value) => value === stored.paper) ?? DEFAULT_PRINTER.paper;
  const connection = CONNECTIONS.find((value) => value === stored.connection) ?? DEFAULT_PRINTER.connection;
  const printerName = typeof stored.printerName === 'string' ? stored.printerName.slice(0, 100) : null;
  const since = typeof stored.autoPrintSince === 'string' ? stored.autoPrintSince : null;
  return {
    paper,
    connection,
    printerName,
    autoPrintSince: since && !Number.isNaN(Date.parse(since)) && connection !== 'dialog' ? since : null,
  };
}

export const usePrinter = create<PrinterState>()(
  persist(
    (set) => ({
      ...DEFAULT_PRINTER,
      setPaper: (paper) => set({ paper }),
      setConnection: (connection) =>
        set((state) =>
          state.connection === connection
            ? {}
            : {
                connection,
                printerName: null,
                autoPrintSince: null,
                // A4 is the print dialog's paper only.
                paper: connection !== 'dialog' && state.paper === 'a4' ? '58' : state.paper,
              },
        ),
      setPrinterName: (printerName) => set({ printerName }),
      setAutoPrint: (on, now = new Date()) => set({ autoPrintSince: on ? now.toISOString() : null }),
    }),
    {
      name: PRINTER_STORAGE_KEY,
      partialize: ({ paper, connection, printerName, autoPrintSince }) => ({
        paper,
        connection,
        printerName,
        autoPrintSince,
      }),
      version: 1,
      migrate: (persisted) => storedSettings(persisted),
      merge: (persisted, current) => ({ ...current, ...storedSettings(persisted) }),
    },
  ),
);
