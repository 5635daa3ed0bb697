import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { ArrowLeft, Printer } from 'lucide-react';
import { m } from '@rasoi/domain/i18n/messages';
import { useKitchenTimeZone } from '../../api/get-kitchen.ts';
import { useQueries } from '@tanstack/react-query';
import { kitchenTicketQueryOptions } from '../../api/get-kitchen-ticket.ts';
import { pagesOf, type PrintWhat } from '../../api/print-kitchen-ticket.ts';
import { sellerPaths } from '../../lib/paths.ts';
import { usePrinter } from '../../lib/printing/printer-store.ts';
import { Button } from '../../ui/button.tsx';
import { ListSkeleton } from '../../ui/list-states.tsx';
import { Printout, PAPER_WIDTH_MM } from './printout.tsx';

const MM_PER_PX = 25.4 / 96;
const MAX_ORDERS = 500;

/**
 * The page size the print dialog uses (D111): a roll's width and the printout's own height (the tallest
 * page's, for labels), so the ticket comes out as one narrow page; A4 with margins. Written as a style
 * element while this page is open, since CSS cannot size a page to its content.
 */
function usePageSize(section: RefObject<HTMLElement | null>, paper: string, ready: boolean) {
  useLayoutEffect(() => {
    const element = section.current;
    if (!ready || !element) return;
    const pages = [...element.querySelectorAll<HTMLElement>('[data-print-page]')];
    const tallest = Math.max(...pages.map((page) => page.getBoundingClientRect().height));
    const style = document.createElement('style');
    const width = paper === 'a4' ? 0 : PAPER_WIDTH_MM[paper as '58' | '80'] + 10;
    style.textContent =
      paper === 'a4'
        ? '@page { size: A4; margin: 12mm; }'
        : `@page { size: ${width}mm ${Math.ceil(tallest * MM_PER_PX) + 6}mm; margin: 3mm 5mm; }` +
          // Nothing of the seller layout around the printout takes room on the roll.
          '@media print { main { padding: 0 !important; max-width: none !important; } }';
    document.head.append(style);
    return () => style.remove();
  }, [section, paper, ready]);
}

/**
 * An order's kitchen ticket or box labels for the browser's print dialog (issue 28 part 4, D111;
 * `/seller/print/:orderId?what=ticket|labels`; several orders' ids joined by commas: each one's, in turn): the printout sized for the device's paper and, opened from
 * a 'Print' button (router state `print`), the print dialog at once. Everything else on the page is left
 * out of the print.
 */
export function PrintOrderPage() {
  const { orderId = '' } = useParams();
  // One order, or the prep sheet's several, joined by commas (at most a day's orders; bounded anyway).
  const orderIds = orderId.split(',').filter(Boolean).slice(0, MAX_ORDERS);
  const [params] = useSearchParams();
  const what: PrintWhat = params.get('what') === 'labels' ? 'labels' : 'ticket';
  const location = useLocation();
  const paper = usePrinter((state) => state.paper);
  const timeZone = useKitchenTimeZone();
  const tickets = useQueries({ queries: orderIds.map((id) => kitchenTicketQueryOptions(id)) });
  const ready = tickets.length > 0 && tickets.every((query) => query.data);
  const failed = tickets.find((query) => query.isError);
  const data = ready ? tickets.map((query) => query.data!) : undefined;
  const section = useRef<HTMLElement>(null);
  const printed = useRef(false);
  const title = what === 'ticket' ? m.ticketTitle() : m.ticketLabelsTitle();
  usePageSize(section, paper, ready);

  useEffect(() => {
    const wanted = (location.state as { print?: boolean } | null)?.print === true;
    if (!ready || !wanted || printed.current) return;
    printed.current = true;
    window.print();
  }, [ready, location.state]);

  return (
    <div className="px-4 pt-5 pb-8 print:p-0">
      <div className="print:hidden">
        <Link
          to={sellerPaths.orders}
          className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-primary underline-offset-4 hover:underline"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          {m.ticketBack()}
        </Link>
        <h1 className="mt-2 font-display text-2xl font-bold text-ink">
          {title} {data?.length === 1 ? data[0]!.number : ''}
        </h1>
      </div>
      {data ? (
        <>
          <div className="mt-4 rounded-2xl bg-white py-3 ring-1 ring-line/70 print:mt-0 print:rounded-none print:py-0 print:ring-0">
            <Printout
              ref={section}
              pages={data.flatMap((ticket) => pagesOf(ticket, what, timeZone))}
              paper={paper}
              label={title}
            />
          </div>
          <Button
            block
            className="mt-4 flex items-center justify-center gap-2 print:hidden"
            onClick={() => window.print()}
          >
            <Printer className="size-5" aria-hidden="true" />
            {m.ticketPrintNow()}
          </Button>
        </>
      ) : failed ? (
        <p role="alert" className="mt-4 text-sm text-red-700">
          {failed.error?.message}
        </p>
      ) : (
        <ListSkeleton />
      )}
    </div>
  );
}
