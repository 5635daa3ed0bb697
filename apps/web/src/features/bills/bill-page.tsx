import { useState } from 'react';
import { useParams } from 'react-router';
import { Download, Printer } from 'lucide-react';
import { m } from '@rasoi/domain/i18n/messages';
import { useKitchenName } from '../../api/kitchen-name.ts';
import { paths } from '../../lib/paths.ts';
import { saveFile } from '../../lib/save-file.ts';
import { useAuth } from '../../lib/session-store.ts';
import { toastError } from '../../lib/toast.ts';
import { LoginPrompt } from '../../ui/login-prompt.tsx';
import { ShareButton } from '../../ui/share-button.tsx';
import { downloadBillPdf, useOrderBill } from './api/order-bill.ts';
import { BillView } from './bill-view.tsx';

const action =
  'flex min-h-11 items-center justify-center gap-2 rounded-xl border border-primary px-3 font-semibold text-primary';

/**
 * An order's bill (issue 28 part 1, docs/decisions/0107), at /orders/:orderId/bill for its customer and
 * /seller/orders/:orderId/bill for the seller: the bill and, when the order was cancelled after it, its
 * credit note; 'Print' (the print stylesheet keeps only the documents, on A4) and 'Download PDF'; the
 * seller also 'Share bill': the phone's share sheet with the customer's link to this page, or the link
 * copied where the browser has none.
 */
export function BillPage({ seller = false }: { seller?: boolean }) {
  const { orderId = '' } = useParams();
  const token = useAuth((state) => state.token);
  const kitchen = useKitchenName();
  const query = useOrderBill(orderId, Boolean(token) && orderId !== '');
  const [downloading, setDownloading] = useState(false);

  if (!token) {
    return (
      <section className="px-4 pt-4 pb-8">
        <h1 className="text-2xl font-bold text-ink">{m.billHeading()}</h1>
        <LoginPrompt message={m.logInToFollowYour()} />
      </section>
    );
  }

  const data = query.data;
  const download = async () => {
    if (!data) return;
    setDownloading(true);
    try {
      saveFile(await downloadBillPdf(orderId), `bill-${data.bill.number.replaceAll('/', '-')}.pdf`);
    } catch (error) {
      toastError(error);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <section className="space-y-4 px-4 pt-4 pb-8 print:p-0">
      <h1 className="text-2xl font-bold text-ink print:sr-only">{m.billHeading()}</h1>
      {query.isError ? (
        <p role="alert" className="rounded-3xl bg-white p-6 text-center text-ink ring-1 ring-line">
          {query.error.message}
        </p>
      ) : !data ? (
        <div aria-label={m.billLoading()} className="h-96 animate-pulse rounded-3xl bg-white ring-1 ring-line" />
      ) : (
        <>
          <div className="grid grid-cols-2 gap-2 print:hidden">
            <button type="button" onClick={() => window.print()} className={action}>
              <Printer className="size-5" aria-hidden="true" />
              {m.billPrint()}
            </button>
            <button
              type="button"
              onClick={() => void download()}
              aria-busy={downloading}
              disabled={downloading}
              className={action}
            >
              <Download className="size-5" aria-hidden="true" />
              {m.billDownloadPdf()}
            </button>
            {seller ? (
              <div className="col-span-2">
                <ShareButton
                  request={() => ({
                    title: m.billShareText({ number: data.bill.number, kitchen }),
                    text: m.billShareText({ number: data.bill.number, kitchen }),
                    url: new URL(paths.orderBill(orderId), window.location.origin).href,
                  })}
                  copiedMessage={m.billLinkCopied()}
                  className="w-full border border-primary px-3 text-primary"
                >
                  {m.billShare()}
                </ShareButton>
              </div>
            ) : null}
          </div>
          <BillView bill={data.bill} />
          {data.credit_note ? (
            <div className="print:break-before-page">
              <BillView bill={data.credit_note} />
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}
