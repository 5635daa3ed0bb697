import { m } from '@rasoi/domain/i18n/messages';
import { NotifyMe } from '../../ui/notify-me.tsx';

/**
 * The Closed screen (spec 2): a shutter picture and 'Closed', shown in place of the menu while the kitchen
 * is shut, with 'Notify me' (issue 'The kitchen's day'): one push when the kitchen opens.
 */
export function ClosedScreen() {
  return (
    <section aria-labelledby="closed-title" className="flex flex-col items-center px-6 pt-10 pb-6 text-center">
      <img src="/shutter.svg" alt={m.shutterDownAlt()} width={280} height={280} className="aspect-square w-64" />
      <h1 id="closed-title" className="mt-6 font-display text-4xl font-bold text-ink">
        {m.closed()}
      </h1>
      <p className="mt-2 max-w-xs text-muted">{m.kitchenClosed()}</p>
      <NotifyMe awaits="opening" className="mt-6" />
    </section>
  );
}
