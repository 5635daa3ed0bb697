import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { DEFAULT_PRINTER, PRINTER_STORAGE_KEY, usePrinter } from '../../lib/printing/printer-store.ts';
import { renderApp } from '../../test/render.tsx';
import { PrinterSettingsPage } from './printer-settings-page.tsx';

/**
 * The kitchen printer settings (issue 28 part 4, D111): only the print dialog where the browser has no device
 * API (and no auto-print there); with Web Serial, the printer is chosen in the browser's chooser and
 * remembered on the device, and auto-print can then be turned on. A4 is the print dialog's paper only.
 */
afterEach(() => {
  Reflect.deleteProperty(navigator, 'serial');
  usePrinter.setState(DEFAULT_PRINTER);
});

const port = {
  writable: null,
  open: async () => {},
  close: async () => {},
  getInfo: () => ({ usbVendorId: 0x0483, usbProductId: 0x5743 }),
};

describe('the printer settings page', () => {
  it('offers only the print dialog, and no auto-print, in a browser without device APIs', () => {
    renderApp(<PrinterSettingsPage />);
    expect(screen.getByRole('heading', { name: 'Kitchen printer' })).toBeTruthy();
    expect(screen.getAllByRole('radio', { name: /print dialog|Web Serial|WebUSB|Bluetooth/ })).toHaveLength(1);
    expect(screen.getByText(/This browser cannot reach a printer directly/)).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'A4 sheet' })).toBeTruthy();
    const autoPrint = screen.getByRole('switch', { name: 'Print each new order by itself' });
    expect((autoPrint as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Choose a printer first: the print dialog cannot print by itself.')).toBeTruthy();
  });

  it('chooses a Web Serial printer, keeps it on the device and then turns auto-print on', async () => {
    Object.defineProperty(navigator, 'serial', {
      configurable: true,
      value: { requestPort: async () => port, getPorts: async () => [port] },
    });
    renderApp(<PrinterSettingsPage />);
    fireEvent.click(screen.getByRole('radio', { name: /Web Serial/ }));
    expect(screen.getByText('No printer chosen on this device yet.')).toBeTruthy();
    expect(screen.queryByRole('radio', { name: 'A4 sheet' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Choose the printer' }));
    expect(await screen.findByText('Printer: USB 0483:5743')).toBeTruthy();
    const autoPrint = screen.getByRole('switch', { name: 'Print each new order by itself' });
    fireEvent.click(autoPrint);
    expect(autoPrint.getAttribute('aria-checked')).toBe('true');
    const stored = JSON.parse(localStorage.getItem(PRINTER_STORAGE_KEY)!) as { state: Record<string, unknown> };
    expect(stored.state).toMatchObject({ connection: 'serial', printerName: 'USB 0483:5743', paper: '58' });
    expect(typeof stored.state.autoPrintSince).toBe('string');
  });
});
