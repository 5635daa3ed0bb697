import { useState } from 'react';
import { RotateCcw } from 'lucide-react';
import type { Order } from '@rasoi/domain/api';
import { MESSAGES } from '@rasoi/domain/messages';
import { Button } from '../../ui/button.tsx';
import { useOrderAgain } from './use-order-again.ts';

/**
 * The 'Order again' button of a past order (issue 15, D57). With lines already in the cart it first asks
 * (inline, as an alert dialog) whether to replace them; 'Keep my cart' changes nothing.
 */
export function OrderAgainButton({ order, className = '' }: { order: Order; className?: string }) {
  const { ready, cartHasItems, fill } = useOrderAgain();
  const [asking, setAsking] = useState(false);
  return (
    <div className={className}>
      <Button
        variant="secondary"
        block
        disabled={!ready}
        onClick={() => (cartHasItems ? setAsking(true) : fill(order))}
        className="flex items-center justify-center gap-2"
      >
        <RotateCcw className="size-4" aria-hidden="true" />
        {MESSAGES.orderAgain}
      </Button>
      {asking ? (
        <div
          role="alertdialog"
          aria-labelledby={`order-again-${order._id}`}
          className="mt-2 rounded-2xl bg-primary-soft p-3"
        >
          <p id={`order-again-${order._id}`} className="text-sm font-semibold text-ink">
            {MESSAGES.orderAgainReplaceTitle}
          </p>
          <p className="mt-0.5 text-sm text-muted">{MESSAGES.orderAgainReplaceBody}</p>
          <div className="mt-2 flex gap-2">
            <Button variant="secondary" className="flex-1 text-sm" onClick={() => setAsking(false)} autoFocus>
              {MESSAGES.orderAgainKeep}
            </Button>
            <Button className="flex-1 text-sm" onClick={() => fill(order)}>
              {MESSAGES.orderAgainReplace}
            </Button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
