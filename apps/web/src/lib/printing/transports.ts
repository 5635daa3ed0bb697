import { m } from '@rasoi/domain/i18n/messages';
import type { DirectConnection } from './printer-store.ts';

/**
 * Writing printer bytes over the browser's device APIs (issue 28 part 4, D111): Web Serial, WebUSB and Web
 * Bluetooth, each where the browser has it (Chrome and Edge on laptops; Chrome on Android has WebUSB and
 * Web Bluetooth). The seller chooses the printer once on a device (`choosePrinter`, which must run in a
 * click: the browser's chooser); the browser remembers the permission, and later prints find the printer
 * again without asking (`getPorts`/`getDevices`). Throws PrinterUnavailable when the printer cannot be
 * reached; the caller shows printerFailed or printerNotChosen.
 */

// The parts of the three APIs used here (TypeScript's DOM library does not describe them yet).
type SerialPortLike = {
  open(options: { baudRate: number }): Promise<void>;
  close(): Promise<void>;
  readonly writable: WritableStream<Uint8Array> | null;
  getInfo?(): { usbVendorId?: number; usbProductId?: number };
};
type SerialLike = { requestPort(): Promise<SerialPortLike>; getPorts(): Promise<SerialPortLike[]> };
type UsbEndpointLike = { endpointNumber: number; direction: 'in' | 'out'; type: string };
type UsbInterfaceLike = {
  interfaceNumber: number;
  alternate: { endpoints: UsbEndpointLike[] };
};
type UsbDeviceLike = {
  productName?: string;
  opened: boolean;
  configuration: { interfaces: UsbInterfaceLike[] } | null;
  open(): Promise<void>;
  selectConfiguration(value: number): Promise<void>;
  claimInterface(number: number): Promise<void>;
  transferOut(endpoint: number, data: Uint8Array): Promise<unknown>;
};
type UsbLike = {
  requestDevice(options: { filters: object[] }): Promise<UsbDeviceLike>;
  getDevices(): Promise<UsbDeviceLike[]>;
};
type CharacteristicLike = {
  properties: { write: boolean; writeWithoutResponse: boolean };
  writeValueWithoutResponse?(data: Uint8Array): Promise<void>;
  writeValue(data: Uint8Array): Promise<void>;
};
type BluetoothDeviceLike = {
  name?: string;
  gatt?: {
    connected: boolean;
    connect(): Promise<{
      getPrimaryServices(): Promise<{ getCharacteristics(): Promise<CharacteristicLike[]> }[]>;
    }>;
  };
};
type BluetoothLike = {
  requestDevice(options: object): Promise<BluetoothDeviceLike>;
  getDevices?(): Promise<BluetoothDeviceLike[]>;
};
type DeviceNavigator = Navigator & { serial?: SerialLike; usb?: UsbLike; bluetooth?: BluetoothLike };

/** The printer could not be reached: none chosen on this device (`notChosen`) or it refused the bytes. */
export class PrinterUnavailable extends Error {
  constructor(readonly reason: 'notChosen' | 'failed') {
    super(reason);
    this.name = 'PrinterUnavailable';
  }
}

const device = () => navigator as DeviceNavigator;

/** The direct connections this browser has, in the order the settings offer them. */
export function availableConnections(): DirectConnection[] {
  const nav = device();
  return [
    ...(nav.serial ? (['serial'] as const) : []),
    ...(nav.usb ? (['usb'] as const) : []),
    ...(nav.bluetooth ? (['bluetooth'] as const) : []),
  ];
}

// The GATT services of the cheap Bluetooth receipt printers (the common 18f0 one and two vendor ones).
const BLUETOOTH_PRINTER_SERVICES = [
  '000018f0-0000-1000-8000-00805f9b34fb',
  'e7810a71-73ae-499d-8c15-faa9aef0c3f2',
  '49535343-fe7d-4ae5-8fa9-9fafd205e455',
];
// Bluetooth Low Energy takes small writes; 180 bytes fits every printer tried by the ESC/POS libraries.
const BLUETOOTH_CHUNK = 180;
const USB_CHUNK = 4096;

// The printer found in this page's life, by connection: found again from the browser's permission after a reload.
const chosen = new Map<DirectConnection, SerialPortLike | UsbDeviceLike | BluetoothDeviceLike>();

function serialName(port: SerialPortLike): string {
  const info = port.getInfo?.() ?? {};
  return info.usbVendorId === undefined
    ? m.printerViaSerial()
    : `USB ${info.usbVendorId.toString(16).padStart(4, '0')}:${(info.usbProductId ?? 0).toString(16).padStart(4, '0')}`;
}

/**
 * Asks the browser's chooser for a printer on `connection` (call it from a click); answers its name to
 * show. Throws PrinterUnavailable('failed') when the browser lacks the API, or the seller closes the chooser.
 */
export async function choosePrinter(connection: DirectConnection): Promise<string> {
  const nav = device();
  try {
    if (connection === 'serial' && nav.serial) {
      const port = await nav.serial.requestPort();
      chosen.set('serial', port);
      return serialName(port);
    }
    if (connection === 'usb' && nav.usb) {
      // Class 7 is the USB printer class; a printer of another class is still offered by its vendor's id.
      const usbDevice = await nav.usb.requestDevice({ filters: [{ classCode: 7 }] });
      chosen.set('usb', usbDevice);
      return usbDevice.productName || m.printerViaUsb();
    }
    if (connection === 'bluetooth' && nav.bluetooth) {
      const bluetoothDevice = await nav.bluetooth.requestDevice({
        filters: BLUETOOTH_PRINTER_SERVICES.map((service) => ({ services: [service] })),
        optionalServices: BLUETOOTH_PRINTER_SERVICES,
      });
      chosen.set('bluetooth', bluetoothDevice);
      return bluetoothDevice.name || m.printerViaBluetooth();
    }
  } catch {
    throw new PrinterUnavailable('failed');
  }
  throw new PrinterUnavailable('failed');
}

/** The printer chosen earlier on this device, from this page's memory or the browser's remembered permission. */
async function findPrinter(connection: DirectConnection) {
  const known = chosen.get(connection);
  if (known) return known;
  const nav = device();
  const found =
    connection === 'serial'
      ? (await nav.serial?.getPorts())?.[0]
      : connection === 'usb'
        ? (await nav.usb?.getDevices())?.[0]
        : (await nav.bluetooth?.getDevices?.())?.[0];
  if (!found) throw new PrinterUnavailable('notChosen');
  chosen.set(connection, found);
  return found;
}

async function writeSerial(port: SerialPortLike, bytes: Uint8Array) {
  // Cheap printers on a serial line run at 9600 baud unless set otherwise; over USB the rate is ignored.
  if (!port.writable) await port.open({ baudRate: 9600 });
  const writer = port.writable!.getWriter();
  try {
    await writer.write(bytes);
  } finally {
    writer.releaseLock();
  }
}

async function writeUsb(usbDevice: UsbDeviceLike, bytes: Uint8Array) {
  if (!usbDevice.opened) await usbDevice.open();
  if (!usbDevice.configuration) await usbDevice.selectConfiguration(1);
  const interfaces = usbDevice.configuration?.interfaces ?? [];
  const target = interfaces
    .map((item) => ({
      item,
      out: item.alternate.endpoints.find((end) => end.direction === 'out' && end.type === 'bulk'),
    }))
    .find((candidate) => candidate.out);
  if (!target?.out) throw new PrinterUnavailable('failed');
  await usbDevice.claimInterface(target.item.interfaceNumber).catch(() => undefined);
  for (let start = 0; start < bytes.length; start += USB_CHUNK) {
    await usbDevice.transferOut(target.out.endpointNumber, bytes.subarray(start, start + USB_CHUNK));
  }
}

async function writeBluetooth(bluetoothDevice: BluetoothDeviceLike, bytes: Uint8Array) {
  const server = await bluetoothDevice.gatt?.connect();
  if (!server) throw new PrinterUnavailable('failed');
  const services = await server.getPrimaryServices();
  const characteristics = (await Promise.all(services.map((service) => service.getCharacteristics()))).flat();
  const writable = characteristics.find((item) => item.properties.writeWithoutResponse || item.properties.write);
  if (!writable) throw new PrinterUnavailable('failed');
  for (let start = 0; start < bytes.length; start += BLUETOOTH_CHUNK) {
    const chunk = bytes.subarray(start, start + BLUETOOTH_CHUNK);
    if (writable.properties.writeWithoutResponse && writable.writeValueWithoutResponse) {
      await writable.writeValueWithoutResponse(chunk);
    } else {
      await writable.writeValue(chunk);
    }
  }
}

// The jobs of this page, one after another: a tap's print and auto-print's must not interleave their bytes
// (and a serial port takes one writer at a time).
let queue: Promise<unknown> = Promise.resolve();

/** Sends `bytes` to the printer chosen on `connection`, after this page's earlier jobs. Throws PrinterUnavailable. */
export function sendToPrinter(connection: DirectConnection, bytes: Uint8Array): Promise<void> {
  const job = queue.then(() => sendNow(connection, bytes));
  queue = job.catch(() => undefined);
  return job;
}

async function sendNow(connection: DirectConnection, bytes: Uint8Array): Promise<void> {
  const printer = await findPrinter(connection);
  try {
    if (connection === 'serial') await writeSerial(printer as SerialPortLike, bytes);
    else if (connection === 'usb') await writeUsb(printer as UsbDeviceLike, bytes);
    else await writeBluetooth(printer as BluetoothDeviceLike, bytes);
  } catch (error) {
    // A printer unplugged since: forget it, so the next print looks for it again.
    chosen.delete(connection);
    if (error instanceof PrinterUnavailable) throw error;
    throw new PrinterUnavailable('failed');
  }
}
