import type { QueryClient } from '@tanstack/react-query';
import type { KitchenTicket } from '@rasoi/domain/kitchen-ticket';
import { encodePages, type RollPaper } from '../lib/printing/escpos.ts';
import type { DirectConnection, Paper } from '../lib/printing/printer-store.ts';
import { labelPages, ticketPage, testPage, type PrintPage } from '../lib/printing/ticket-document.ts';
import { sendToPrinter } from '../lib/printing/transports.ts';
import { kitchenTicketQueryOptions } from './get-kitchen-ticket.ts';

/**
 * Printing an order's kitchen ticket or box labels straight to the thermal printer chosen on this device
 * (issue 28 part 4, D111): the ticket read from the server in the page's language, laid out
 * (ticket-document.ts), encoded to ESC/POS (escpos.ts) and written over the chosen connection
 * (transports.ts). Throws PrinterUnavailable when the printer cannot be reached, and the API's error when
 * the ticket cannot be read. The print dialog path is the print page's (features/seller-printing).
 */
export type PrintWhat = 'ticket' | 'labels';

/** The pages of `what`: the ticket (one page) or a page a box. */
export function pagesOf(ticket: KitchenTicket, what: PrintWhat, timeZone: string): PrintPage[] {
  return what === 'ticket' ? [ticketPage(ticket, timeZone)] : labelPages(ticket);
}

/** A roll's width for the printer bytes: an A4 choice (the print dialog's) prints on the narrow roll. */
export function rollOf(paper: Paper): RollPaper {
  return paper === '80' ? '80' : '58';
}

/**
 * Reads the orders' tickets (one or several, in the order given) and prints `what` of each on the printer
 * of `connection`, in one job.
 */
export async function printOrderDirect(
  queryClient: QueryClient,
  options: {
    orderId: string | readonly string[];
    what: PrintWhat;
    connection: DirectConnection;
    paper: Paper;
    timeZone: string;
  },
): Promise<void> {
  const tickets = await Promise.all(
    [options.orderId].flat().map((orderId) => queryClient.fetchQuery(kitchenTicketQueryOptions(orderId))),
  );
  const pages = tickets.flatMap((ticket) => pagesOf(ticket, options.what, options.timeZone));
  await sendToPrinter(options.connection, encodePages(pages, rollOf(options.paper)));
}

/** The settings screen's test print: an English line in the printer's font and a Hindi one drawn as an image. */
export async function printTestPage(connection: DirectConnection, paper: Paper): Promise<void> {
  await sendToPrinter(connection, encodePages([testPage()], rollOf(paper)));
}
