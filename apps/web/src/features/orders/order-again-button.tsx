import { useState } from 'react';
import { RotateCcw } from 'lucide-react';
import type { Order } from '@rasoi/domain/api';
import { m } from '@rasoi/domain/i18n/messages';
import { Button } from '../../ui/button.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { useOrderAgain } from './use-order-again.ts';

/**
 * The 'Order again' button of a past order (issue 15, D57). With lines already in the cart it first asks
 * (an alert dialog, issue 16: focus in, Escape keeps the cart, focus back) whether to replace them; 'Keep my cart' changes nothing.
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
        {m.orderAgain()}
      </Button>
      {asking ? (
        <ConfirmDialog
          title={m.orderAgainReplaceTitle()}
          body={m.orderAgainReplaceBody()}
          cancelLabel={m.orderAgainKeep()}
          confirmLabel={m.orderAgainReplace()}
          onCancel={() => setAsking(false)}
          onConfirm={() => fill(order)}
        />
      ) : null}
    </div>
  );
}
