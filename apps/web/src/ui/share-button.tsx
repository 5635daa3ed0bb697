import { useState, type ReactNode } from 'react';
import { Share2 } from 'lucide-react';
import { m } from '@rasoi/domain/i18n/messages';
import { ApiError } from '../api/client.ts';
import type { ShareRequest } from '../lib/share.ts';
import { toast, toastError } from '../lib/toast.ts';

type ShareButtonProps = {
  /** What to share, built when tapped (the link's origin and the latest names; or made then, D93). */
  request: () => ShareRequest | Promise<ShareRequest>;
  /**
   * Where the browser has no share sheet: copy the link and say this (a statement link, D93), instead of
   * offering WhatsApp.
   */
  copiedMessage?: string;
  children: ReactNode;
  className?: string;
};

/**
 * A share button (issue 15, D58): taps load the share logic (lib/share.ts) and open the system share
 * sheet; where the browser has none, a 'Share on WhatsApp' link appears under it for the person to tap.
 * A failed share shows the error toast. With `copiedMessage`, a browser without a share sheet copies the
 * link and toasts that message instead.
 */
export function ShareButton({ request, copiedMessage, children, className = '' }: ShareButtonProps) {
  const [whatsApp, setWhatsApp] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const share = async () => {
    setBusy(true);
    try {
      const { shareLink } = await import('../lib/share.ts');
      const outcome = await shareLink(await request(), copiedMessage === undefined ? 'whatsapp' : 'copy');
      setWhatsApp(outcome.via === 'whatsapp' ? outcome.href : null);
      if (outcome.via === 'copied' && copiedMessage) toast.success(copiedMessage);
    } catch (error) {
      // A refusal from the server (the request made the link) says why; anything else is the share's.
      toastError(error instanceof ApiError ? error : new Error(m.shareFailed()));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="flex flex-col gap-2">
      <button
        type="button"
        onClick={() => void share()}
        aria-busy={busy}
        className={`flex min-h-11 items-center justify-center gap-2 rounded-xl font-semibold transition-colors ${className}`}
      >
        <Share2 className="size-5" aria-hidden="true" />
        {children}
      </button>
      {whatsApp ? (
        <a
          href={whatsApp}
          target="_blank"
          rel="noopener noreferrer"
          className="flex min-h-11 items-center justify-center rounded-xl bg-[#25d366] px-4 font-semibold text-white"
        >
          {m.shareOnWhatsApp()}
        </a>
      ) : null}
    </div>
  );
}
