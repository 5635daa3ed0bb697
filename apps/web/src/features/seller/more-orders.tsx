import { useEffect, useRef } from 'react';
import { m } from '@rasoi/domain/i18n/messages';
import { Button } from '../../ui/button.tsx';

/**
 * The end of a paged order list (issue 11): a 'Show more orders' button that loads the next page, and
 * does so by itself once it scrolls into view (IntersectionObserver, where the browser has one), so
 * the list grows as the seller scrolls. Disabled, with 'Loading more orders…', while a page loads.
 */
export function MoreOrders({ loading, onMore }: { loading: boolean; onMore: () => void }) {
  const sentinel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const target = sentinel.current;
    if (loading || !target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) onMore();
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [loading, onMore]);

  return (
    <div ref={sentinel} className="mt-4">
      <Button variant="secondary" block disabled={loading} onClick={onMore}>
        {loading ? m.loadingMoreOrders() : m.showMoreOrders()}
      </Button>
    </div>
  );
}
