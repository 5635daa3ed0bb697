import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Printer, Tags } from 'lucide-react';
import { m } from '@rasoi/domain/i18n/messages';
import { useKitchenTimeZone } from '../api/get-kitchen.ts';
import { printOrderDirect, type PrintWhat } from '../api/print-kitchen-ticket.ts';
import { sellerPaths } from '../lib/paths.ts';
import { usePrinter } from '../lib/printing/printer-store.ts';
import { PrinterUnavailable } from '../lib/printing/transports.ts';
import { toast, toastError } from '../lib/toast.ts';

/**
 * 'Print ticket' and 'Print labels' for one order (issue 28 part 4, D111), on the seller's order card, or
 * 'Print all tickets' and 'Print all labels' for the prep sheet's orders: with
 * a printer chosen on this device, the bytes go to it at once and a toast says so (or what went wrong);
 * with the print dialog, the order's print page opens and asks the browser to print.
 */
export function PrintOrderButtons({
  orderId,
  className = '',
  all = false,
}: {
  orderId: string | readonly string[];
  className?: string;
  /** Several orders: the buttons say 'Print all tickets' and 'Print all labels'. */
  all?: boolean;
}) {
  const connection = usePrinter((state) => state.connection);
  const paper = usePrinter((state) => state.paper);
  const timeZone = useKitchenTimeZone();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [busy, setBusy] = useState<PrintWhat | null>(null);

  const print = async (what: PrintWhat) => {
    if (connection === 'dialog') {
      navigate(sellerPaths.printOrder(orderId, what), { state: { print: true } });
      return;
    }
    setBusy(what);
    try {
      await printOrderDirect(queryClient, { orderId, what, connection, paper, timeZone });
      void toast.success(m.printerSent());
    } catch (error) {
      if (error instanceof PrinterUnavailable) {
        void toast.error(error.reason === 'notChosen' ? m.printerNotChosen() : m.printerFailed());
      } else {
        toastError(error);
      }
    } finally {
      setBusy(null);
    }
  };

  // Each button as wide as its words, sharing the row; at large text the second goes under the first.
  const button =
    'inline-flex min-h-11 flex-auto items-center justify-center gap-2 rounded-xl border-2 border-line bg-white px-3 text-sm font-semibold text-ink disabled:cursor-not-allowed disabled:opacity-60';
  return (
    <div className={`flex flex-wrap gap-2 ${className}`}>
      <button type="button" className={button} disabled={busy !== null} onClick={() => void print('ticket')}>
        <Printer className="size-4 shrink-0" aria-hidden="true" />
        {all ? m.printAllTickets() : m.printTicket()}
      </button>
      <button type="button" className={button} disabled={busy !== null} onClick={() => void print('labels')}>
        <Tags className="size-4 shrink-0" aria-hidden="true" />
        {all ? m.printAllLabels() : m.printLabels()}
      </button>
    </div>
  );
}
