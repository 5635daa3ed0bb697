/**
 * Sharing a link from the app (issue 15, docs/decisions/0058), loaded when a share button is tapped
 * (ui/share-button.tsx), never in the first load. One module for the seller's 'Share today's menu' and a
 * customer's 'Share' on a thali or dish.
 */

/** What to share: the title and text a chat shows, the absolute link, and optionally a picture to attach. */
export type ShareRequest = {
  title: string;
  text: string;
  url: string;
  /** Where the picture is fetched from (same origin), sent as a PNG file where the phone can share files. */
  picture?: { url: string; fileName: string };
};

/**
 * How the share went: through the system share sheet with the picture (`files`) or without it (`link`),
 * `cancelled` when the person closed the sheet, or `whatsapp` where the browser cannot share: the
 * wa.me link for the person to tap (a link they tap, so no pop-up blocker stands in the way), or
 * `copied` when the link went to the clipboard instead (`fallback` 'copy': a statement link, D93, is for
 * any app, not only a chat).
 */
export type ShareOutcome = { via: 'files' | 'link' | 'cancelled' | 'copied' } | { via: 'whatsapp'; href: string };

/** Where a browser without a share sheet sends the link: a WhatsApp link to tap, or the clipboard. */
export type ShareFallback = 'whatsapp' | 'copy';

/** The wa.me link that opens WhatsApp with `text` and `url` as the message ('https://wa.me/?text=...'). */
export function whatsAppHref(text: string, url: string): string {
  return `https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}`;
}

/** The picture as a PNG File, or null when it cannot be fetched (the share then goes without it). */
async function pictureFile(picture: NonNullable<ShareRequest['picture']>): Promise<File | null> {
  try {
    const response = await fetch(picture.url);
    if (!response.ok) return null;
    return new File([await response.arrayBuffer()], picture.fileName, { type: 'image/png' });
  } catch {
    return null;
  }
}

/** Whether this browser's share sheet takes image files (asked with an empty PNG, before any download). */
function canShareFiles(): boolean {
  if (typeof navigator.canShare !== 'function') return false;
  return navigator.canShare({ files: [new File([], 'menu.png', { type: 'image/png' })] });
}

/**
 * Shares `request` the best way this browser can (issue 15, D58): on a phone, the system share sheet
 * with the picture as a file (navigator.share with files, where canShare allows them), else the share
 * sheet with the text and link, else `fallback`: a WhatsApp link, or the link copied to the clipboard. Resolves with how; closing the sheet is
 * `cancelled`, not a failure. Rejects with the browser's error when the share sheet fails otherwise.
 */
export async function shareLink(request: ShareRequest, fallback: ShareFallback = 'whatsapp'): Promise<ShareOutcome> {
  const { title, text, url } = request;
  if (typeof navigator.share !== 'function') {
    if (fallback === 'whatsapp') return { via: 'whatsapp', href: whatsAppHref(text, url) };
    await navigator.clipboard.writeText(url);
    return { via: 'copied' };
  }
  try {
    if (request.picture && canShareFiles()) {
      const file = await pictureFile(request.picture);
      if (file && navigator.canShare({ files: [file] })) {
        await navigator.share({ files: [file], title, text, url });
        return { via: 'files' };
      }
    }
    await navigator.share({ title, text, url });
    return { via: 'link' };
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') return { via: 'cancelled' };
    throw error;
  }
}
