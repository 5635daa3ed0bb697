import { afterEach, describe, expect, it, vi } from 'vitest';
import { shareLink, whatsAppHref, type ShareRequest } from './share.ts';

/**
 * The share logic's three ways (issue 15, D58): the share sheet with the picture, the share sheet with
 * the link only, and the WhatsApp link where the browser has no share sheet.
 */
const REQUEST: ShareRequest = {
  title: "Rasoi — today's menu",
  text: "Today's menu from Rasoi. Order here:",
  url: 'https://rasoi.example.in/menu/today',
  picture: { url: '/api/v1/share/menu.png?layout=portrait', fileName: 'todays-menu.png' },
};
const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47]);

function stubBrowser({
  share,
  canShare,
}: {
  share?: ReturnType<typeof vi.fn>;
  canShare?: (data: ShareData) => boolean;
}) {
  vi.stubGlobal('navigator', { ...(share ? { share } : {}), ...(canShare ? { canShare } : {}) });
  const fetchPicture = vi.fn(async () => new Response(PNG_BYTES, { headers: { 'content-type': 'image/png' } }));
  vi.stubGlobal('fetch', fetchPicture);
  return fetchPicture;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('shareLink', () => {
  it('shares the picture as a PNG file with the title, text and link where the phone shares files', async () => {
    const share = vi.fn(async (_data: ShareData) => {});
    const fetchPicture = stubBrowser({ share, canShare: (data) => Boolean(data.files?.length) });
    expect(await shareLink(REQUEST)).toEqual({ via: 'files' });
    expect(fetchPicture).toHaveBeenCalledWith(REQUEST.picture!.url);
    const shared = share.mock.calls[0]![0];
    expect(shared).toMatchObject({ title: REQUEST.title, text: REQUEST.text, url: REQUEST.url });
    const file = shared.files![0]!;
    expect([file.name, file.type]).toEqual(['todays-menu.png', 'image/png']);
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(PNG_BYTES);
  });

  it('shares the text and link without downloading the picture where files cannot be shared', async () => {
    const share = vi.fn(async (_data: ShareData) => {});
    const fetchPicture = stubBrowser({ share, canShare: () => false });
    expect(await shareLink(REQUEST)).toEqual({ via: 'link' });
    expect(fetchPicture).not.toHaveBeenCalled();
    expect(share).toHaveBeenCalledWith({ title: REQUEST.title, text: REQUEST.text, url: REQUEST.url });
  });

  it('shares the link when the picture cannot be fetched', async () => {
    const share = vi.fn(async (_data: ShareData) => {});
    stubBrowser({ share, canShare: () => true });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 503 })),
    );
    expect(await shareLink(REQUEST)).toEqual({ via: 'link' });
    expect(share.mock.calls[0]![0].files).toBeUndefined();
  });

  it('answers a WhatsApp link with the text and the link where there is no share sheet', async () => {
    stubBrowser({});
    const outcome = await shareLink(REQUEST);
    expect(outcome).toEqual({ via: 'whatsapp', href: whatsAppHref(REQUEST.text, REQUEST.url) });
    const href = new URL((outcome as { href: string }).href);
    expect(href.origin).toBe('https://wa.me');
    expect(href.searchParams.get('text')).toBe(`${REQUEST.text} ${REQUEST.url}`);
  });

  it('takes a closed share sheet as cancelled, and passes on any other failure', async () => {
    stubBrowser({ share: vi.fn(async () => Promise.reject(new DOMException('closed', 'AbortError'))) });
    expect(await shareLink(REQUEST)).toEqual({ via: 'cancelled' });
    stubBrowser({ share: vi.fn(async () => Promise.reject(new DOMException('no', 'NotAllowedError'))) });
    await expect(shareLink(REQUEST)).rejects.toThrow('no');
  });
});
