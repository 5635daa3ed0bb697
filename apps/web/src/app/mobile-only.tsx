import { Smartphone } from 'lucide-react';
import { m } from '@rasoi/domain/i18n/messages';

/**
 * 'Mobile Only Experience' (spec 1): on medium and larger screens this page shows and the app is
 * hidden, by CSS alone (md:), so nothing reflows or flashes when the window is resized.
 */
export function MobileOnly() {
  return (
    <main className="hidden min-h-dvh flex-col items-center justify-center gap-4 bg-gradient-to-b from-cream to-primary-soft p-10 text-center md:flex print:hidden!">
      <span className="grid size-24 place-items-center rounded-full bg-primary text-white shadow-xl">
        <Smartphone className="size-12" aria-hidden="true" />
      </span>
      <h1 className="font-display text-4xl font-bold text-ink">{m.mobileOnly()}</h1>
      <p className="max-w-md text-lg text-muted">{m.mobileOnlyBody()}</p>
      <p className="font-display text-2xl text-primary-dark">{m.tagline()}</p>
    </main>
  );
}
