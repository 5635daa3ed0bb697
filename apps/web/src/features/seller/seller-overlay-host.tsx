import { useEffect } from 'react';
import { useUi } from '../../app/ui-store.ts';
import { SellerLoginOverlay } from './seller-login-overlay.tsx';

/**
 * The seller area's overlay layer. The seller routes sit outside the customer layout (and its overlay
 * layer), so the one overlay the seller area opens by name, 'seller-login', is shown here: dimmed,
 * full-screen, closed by a tap outside or Escape, with page scrolling blocked.
 */
export function SellerOverlayHost() {
  const name = useUi((state) => state.currentOverlay);
  const closeOverlay = useUi((state) => state.closeOverlay);
  const open = name === 'seller-login';

  useEffect(() => {
    if (!open) return;
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeOverlay();
    };
    window.addEventListener('keydown', onKey);
    return () => {
      document.body.style.overflow = overflow;
      window.removeEventListener('keydown', onKey);
    };
  }, [open, closeOverlay]);

  if (!open) return null;
  return (
    <div
      data-overlay={name}
      onClick={closeOverlay}
      className="fixed inset-0 z-50 flex flex-col items-center justify-end bg-black/55 animate-fade-in"
    >
      <SellerLoginOverlay />
    </div>
  );
}
