import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { Button } from './button.tsx';

/**
 * The end of a paged list (issue 11, D32; issue 17 for the customer's orders): a 'Show more' button that
 * loads the next page, and does so by itself once it scrolls into view (IntersectionObserver, where the
 * browser has one), so the list grows as the user scrolls. While a page loads it says `loadingLabel` and
 * ignores presses but stays focusable (aria-disabled, not disabled: a disabled button drops the keyboard
 * focus). Rendered only while another page follows; when it goes with the last page while focused, the
 * focus moves to `focusOnEnd` (the list, tabIndex -1) instead of falling back to the page's start.
 */
export function ShowMore({
  loading,
  onMore,
  label,
  loadingLabel,
  focusOnEnd,
}: {
  loading: boolean;
  onMore: () => void;
  label: string;
  loadingLabel: string;
  focusOnEnd?: RefObject<HTMLElement | null>;
}) {
  const sentinel = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const target = sentinel.current;
    if (loading || !target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) onMore();
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [loading, onMore]);

  // A layout effect's cleanup runs before React removes the button, while it still holds the focus.
  useLayoutEffect(() => {
    const own = button.current;
    const end = focusOnEnd;
    return () => {
      if (own && own === document.activeElement) end?.current?.focus();
    };
  }, [focusOnEnd]);

  return (
    <div ref={sentinel} className="mt-4">
      <Button
        ref={button}
        variant="secondary"
        block
        aria-disabled={loading}
        className={loading ? 'cursor-progress opacity-70' : ''}
        onClick={() => {
          if (!loading) onMore();
        }}
      >
        {loading ? loadingLabel : label}
      </Button>
    </div>
  );
}
