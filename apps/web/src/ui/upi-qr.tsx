import { useEffect, useState } from 'react';
import { m } from '@rasoi/domain/i18n/messages';
import { LoadingDots } from './loading-dots.tsx';
import { loadQrEncoder } from '../lib/load-qr.ts';
import { qrPath } from '../lib/qr-path.ts';

type Encoded = { text: string; size: number; path: string };

/**
 * The `upi://pay` link as a QR code in SVG, for paying from another phone (issue 15, D53). Encodes on
 * mount with the lazily loaded encoder (medium error correction, a 4-module quiet zone); `data-upi-link`
 * names the exact text encoded. `label` is the image's accessible name.
 */
export function UpiQr({ link, label, className = 'size-56' }: { link: string; label: string; className?: string }) {
  const [encoded, setEncoded] = useState<Encoded | null>(null);
  useEffect(() => {
    let live = true;
    void loadQrEncoder().then(({ encode }) => {
      if (!live) return;
      const qr = encode(link, { ecc: 'M', border: 4 });
      setEncoded({ text: link, size: qr.size, path: qrPath(qr.data) });
    });
    return () => {
      live = false;
    };
  }, [link]);

  if (!encoded || encoded.text !== link) {
    return (
      <div className={`grid place-items-center ${className}`} aria-label={m.upiQrLoading()}>
        <LoadingDots />
      </div>
    );
  }
  return (
    <svg
      role="img"
      aria-label={label}
      data-upi-link={encoded.text}
      viewBox={`0 0 ${encoded.size} ${encoded.size}`}
      shapeRendering="crispEdges"
      className={`bg-white ${className}`}
    >
      <rect width={encoded.size} height={encoded.size} fill="#fff" />
      <path d={encoded.path} fill="#000" />
    </svg>
  );
}
