import { useId, useState } from 'react';
import { Printer } from 'lucide-react';
import { m } from '@rasoi/domain/i18n/messages';
import { printTestPage } from '../../api/print-kitchen-ticket.ts';
import { usePrinter, type Connection, type DirectConnection, type Paper } from '../../lib/printing/printer-store.ts';
import { availableConnections, choosePrinter, PrinterUnavailable } from '../../lib/printing/transports.ts';
import { toast } from '../../lib/toast.ts';
import { Button } from '../../ui/button.tsx';
import { ToggleSwitch } from '../../ui/toggle-switch.tsx';

/** Each choice's words, written when the page renders (D84). */
const PAPER_LABELS: Record<Paper, () => string> = {
  '58': () => m.printerPaper58(),
  '80': () => m.printerPaper80(),
  a4: () => m.printerPaperA4(),
};
const CONNECTION_LABELS: Record<Connection, () => string> = {
  dialog: () => m.printerViaDialog(),
  serial: () => m.printerViaSerial(),
  usb: () => m.printerViaUsb(),
  bluetooth: () => m.printerViaBluetooth(),
};

function RadioGroup<T extends string>({
  legend,
  name,
  options,
  chosen,
  onChoose,
  labels,
}: {
  legend: string;
  name: string;
  options: readonly T[];
  chosen: T;
  onChoose: (value: T) => void;
  labels: Record<T, () => string>;
}) {
  return (
    <fieldset className="mt-5">
      <legend className="mb-1.5 block text-sm font-medium text-ink">{legend}</legend>
      <div className="grid gap-2">
        {options.map((value) => (
          <label
            key={value}
            className={`flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border-2 px-3 text-sm font-semibold has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-primary/30 ${
              chosen === value ? 'border-primary bg-primary-soft text-primary-dark' : 'border-line bg-white text-ink'
            }`}
          >
            <input
              type="radio"
              name={name}
              value={value}
              checked={chosen === value}
              onChange={() => onChoose(value)}
              className="size-4 accent-primary"
            />
            {labels[value]()}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * The kitchen printer on this device (issue 28 part 4, docs/decisions/0111), from the seller's profile: the
 * paper, how to print (the print dialog, and each direct connection this browser has), the printer chosen
 * for it, auto-print of each new order (only with a printer chosen: the dialog cannot print by itself), and
 * a test print. Everything is kept on this device (lib/printing/printer-store.ts).
 */
export function PrinterSettingsPage() {
  const printer = usePrinter();
  const direct = availableConnections();
  const connections: Connection[] = ['dialog', ...direct];
  const paperOptions: Paper[] = printer.connection === 'dialog' ? ['58', '80', 'a4'] : ['58', '80'];
  const [busy, setBusy] = useState(false);
  const hintId = useId();
  const isDirect = printer.connection !== 'dialog';

  const choose = async (connection: DirectConnection) => {
    try {
      printer.setPrinterName(await choosePrinter(connection));
    } catch {
      // The seller closed the chooser, or the browser refused: nothing changes.
    }
  };

  const testPrint = async () => {
    if (!isDirect) {
      window.print();
      return;
    }
    setBusy(true);
    try {
      await printTestPage(printer.connection as DirectConnection, printer.paper);
      void toast.success(m.printerSent());
    } catch (error) {
      const notChosen = error instanceof PrinterUnavailable && error.reason === 'notChosen';
      void toast.error(notChosen ? m.printerNotChosen() : m.printerFailed());
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="px-4 pt-5 pb-8">
      <div className="flex items-center gap-3">
        <span
          className="grid size-12 shrink-0 place-items-center rounded-2xl bg-primary-soft text-primary"
          aria-hidden="true"
        >
          <Printer className="size-6" />
        </span>
        <h1 className="font-display text-2xl font-bold text-ink">{m.printerSettingsTitle()}</h1>
      </div>
      <p className="mt-3 text-sm text-muted">{m.printerSettingsIntro()}</p>

      <RadioGroup
        legend={m.printerConnection()}
        name="printer-connection"
        options={connections}
        chosen={printer.connection}
        onChoose={(value) => printer.setConnection(value)}
        labels={CONNECTION_LABELS}
      />
      {direct.length === 0 ? <p className="mt-2 text-sm text-muted">{m.printerDirectMissing()}</p> : null}
      {isDirect ? (
        <div className="mt-3 rounded-2xl bg-white p-3 ring-1 ring-line/70">
          <p className="text-sm text-ink" aria-live="polite">
            {printer.printerName ? m.printerChosen({ name: printer.printerName }) : m.printerNoneChosen()}
          </p>
          <Button
            variant="secondary"
            block
            className="mt-2"
            onClick={() => void choose(printer.connection as DirectConnection)}
          >
            {m.printerChoose()}
          </Button>
        </div>
      ) : null}

      <RadioGroup
        legend={m.printerPaper()}
        name="printer-paper"
        options={paperOptions}
        chosen={paperOptions.includes(printer.paper) ? printer.paper : '58'}
        onChoose={(value) => printer.setPaper(value)}
        labels={PAPER_LABELS}
      />

      <div className="mt-5 rounded-2xl bg-white p-3 ring-1 ring-line/70">
        <ToggleSwitch
          checked={printer.autoPrintSince !== null}
          disabled={!isDirect || !printer.printerName}
          onChange={(on) => printer.setAutoPrint(on)}
          label={m.printerAutoPrint()}
          describedBy={hintId}
        />
        <p id={hintId} className="mt-1 text-sm text-muted">
          {isDirect && printer.printerName ? m.printerAutoPrintHint() : m.printerAutoPrintNeedsPrinter()}
        </p>
      </div>

      <Button block className="mt-5" disabled={busy} onClick={() => void testPrint()}>
        {m.printerTestPrint()}
      </Button>
    </div>
  );
}
