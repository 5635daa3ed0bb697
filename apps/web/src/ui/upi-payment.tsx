import { Smartphone } from 'lucide-react';
import { m } from '@rasoi/domain/i18n/messages';
import { formatPaise } from './format.ts';
import { UpiQr } from './upi-qr.tsx';

/**
 * One UPI payment to the kitchen, as the customer pays it (issue 15, D53; issue 27, D98): 'Pay ₹N by UPI',
 * the `upi://pay` `link` that opens the phone's UPI app; when `amountPaise` is under `billPaise`, one line
 * saying the few paise missing are on purpose; and the same link as a QR code for paying from another phone.
 * The order page's panel and the account's top-up both show it.
 */
export function UpiPayment({ link, amountPaise, billPaise }: { link: string; amountPaise: number; billPaise: number }) {
  const amount = formatPaise(amountPaise);
  return (
    <>
      <a
        href={link}
        className="mt-3 flex min-h-12 items-center justify-center gap-2 rounded-xl bg-primary px-4 font-semibold text-white shadow-lg shadow-primary/25 hover:bg-primary-dark"
      >
        <Smartphone className="size-5" aria-hidden="true" />
        {m.payByUpi({ amount })}
      </a>
      {amountPaise < billPaise ? <p className="mt-2 text-sm text-muted">{m.upiExactAmountHint({ amount })}</p> : null}
      <div className="mt-4 flex flex-col items-center">
        <UpiQr link={link} label={m.upiQrLabel({ amount })} className="size-52" />
        <p className="mt-2 text-center text-xs text-muted">{m.upiScanHint()}</p>
      </div>
    </>
  );
}
