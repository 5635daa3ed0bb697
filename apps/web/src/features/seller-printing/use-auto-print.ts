import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Order } from '@rasoi/domain/api';
import { m } from '@rasoi/domain/i18n/messages';
import { orderShortNumber } from '@rasoi/domain/kitchen-ticket';
import { useKitchenTimeZone } from '../../api/get-kitchen.ts';
import { printOrderDirect } from '../../api/print-kitchen-ticket.ts';
import { claimForPrinting, releaseClaim } from '../../lib/printing/printed-orders.ts';
import { usePrinter } from '../../lib/printing/printer-store.ts';
import { PrinterUnavailable } from '../../lib/printing/transports.ts';
import { toast } from '../../lib/toast.ts';

/**
 * Auto-print (issue 28 part 4, D111): while the seller turned it on on this device and chose a printer,
 * each order of `orders` (the seller layout's Preparing list, which the live order events keep fresh) placed
 * since it was turned on prints its kitchen ticket once on this device: claimed first (printed-orders.ts,
 * one claim for all of the device's tabs), given back when the printer fails so the next change tries again.
 * Older orders, and those already printed here, are left alone.
 */
export function useAutoPrint(orders: readonly Order[] | undefined): void {
  const since = usePrinter((state) => state.autoPrintSince);
  const connection = usePrinter((state) => state.connection);
  const printerName = usePrinter((state) => state.printerName);
  const paper = usePrinter((state) => state.paper);
  const timeZone = useKitchenTimeZone();
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!orders || since === null || connection === 'dialog' || printerName === null) return;
    const fresh = orders.filter((order) => order.createdAt >= since);
    void (async () => {
      // One after another, oldest first: the tickets come out in the order the orders came in.
      for (const order of [...fresh].reverse()) {
        if (!(await claimForPrinting(order._id))) continue;
        try {
          await printOrderDirect(queryClient, { orderId: order._id, what: 'ticket', connection, paper, timeZone });
          void toast.success(m.ticketPrintedAuto({ number: orderShortNumber(order._id) }));
        } catch (error) {
          await releaseClaim(order._id);
          void toast.error(
            error instanceof PrinterUnavailable && error.reason === 'notChosen'
              ? m.printerNotChosen()
              : m.printerFailed(),
          );
          return;
        }
      }
    })();
  }, [orders, since, connection, printerName, paper, timeZone, queryClient]);
}
