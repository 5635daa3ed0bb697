import { useId } from 'react';
import { useKitchenQuery } from '../../api/get-kitchen.ts';
import { useToggleKitchen } from './api/toggle-kitchen.ts';
import { m } from '@rasoi/domain/i18n/messages';

/**
 * The open/closed switch in the seller's top bar (spec 2, 4; docs/decisions/p04): shows the server's flag
 * and switches it to the other state, sent as the state wanted (D77; then the page reloads). Shown only with a seller session (the seller top bar, issue 12).
 */
export function KitchenSwitch() {
  const { data, isPending: loading } = useKitchenQuery();
  const toggle = useToggleKitchen();
  const open = data?.is_open ?? true;
  const busy = loading || toggle.isPending;
  const id = useId();

  return (
    // The state word sits beside the switch, not in it: a switch named 'Kitchen open' must not carry a
    // visible 'Closed' its name does not start with (WCAG 2.5.3, D81). The word is the switch's <label>, so a
    // tap on it toggles too; the name stays constant and the state is aria-checked (D60).
    <span
      className={`flex min-h-11 items-center gap-2 rounded-full pr-3 text-xs font-bold tracking-wide uppercase ring-1 transition-colors ${
        open ? 'bg-green-50 text-veg ring-green-200' : 'bg-stone-100 text-muted ring-line'
      } ${busy ? 'opacity-60' : ''}`}
    >
      <button
        id={id}
        type="button"
        role="switch"
        aria-checked={open}
        aria-label={m.kitchenOpen()}
        disabled={busy}
        onClick={() => toggle.mutate(!open)}
        className="flex min-h-11 items-center rounded-full pl-1"
      >
        <span
          className={`relative h-6 w-10 rounded-full transition-colors ${open ? 'bg-veg' : 'bg-stone-300'}`}
          aria-hidden="true"
        >
          <span
            className={`absolute top-0.5 left-0 size-5 rounded-full bg-white shadow transition-transform ${open ? 'translate-x-[1.125rem]' : 'translate-x-0.5'}`}
          />
        </span>
      </button>
      <label htmlFor={id} aria-hidden="true">
        {loading ? '…' : open ? m.open() : m.closed()}
      </label>
    </span>
  );
}
