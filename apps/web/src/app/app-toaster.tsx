import { useEffect } from 'react';
import toast, { Toaster, useToasterStore } from 'react-hot-toast';
import { TOAST_LIMIT, TOAST_MAX_WIDTH_PX } from '@rasoi/domain/constants';

/** Keeps at most 20 toasts on screen (spec 9): the oldest beyond the limit are dismissed. */
function ToastLimit() {
  const { toasts } = useToasterStore();
  useEffect(() => {
    // The store lists the newest first, so everything past the limit is the oldest.
    toasts
      .filter((item) => item.visible)
      .slice(TOAST_LIMIT)
      .forEach((item) => toast.dismiss(item.id));
  }, [toasts]);
  return null;
}

/**
 * The toaster with the spec's toast rules (spec 9: at most 20, 350 px wide, success 2 s; error toasts
 * set their own 10 s). A screen reader hears each toast: a polite status, an error as an alert (lib/toast.ts;
 * issue 16, D60). Its own chunk, mounted by app/providers.tsx once a toast is wanted (issue 6).
 */
export function AppToaster() {
  return (
    <>
      <Toaster
        position="top-center"
        containerStyle={{ top: 'calc(env(safe-area-inset-top) + 12px)' }}
        toastOptions={{
          // A toast only tells: a tap on it reaches the button beneath (D105). Stacked at 200% text they
          // covered 'Confirm Address', and a pointer resting on one paused it for good.
          style: {
            maxWidth: TOAST_MAX_WIDTH_PX,
            borderRadius: 14,
            fontWeight: 500,
            color: '#1c1917',
            pointerEvents: 'none',
          },
          success: { duration: 2000, iconTheme: { primary: '#15803d', secondary: '#fff' } },
          error: { iconTheme: { primary: '#c2410c', secondary: '#fff' } },
        }}
      />
      <ToastLimit />
    </>
  );
}
