import { m } from '@rasoi/domain/i18n/messages';
import { KitchenContact } from '../ui/kitchen-contact.tsx';
import { useKitchen } from '../api/get-kitchen.ts';
import { APP_VERSION } from '../lib/app-version.ts';

/**
 * The footer block on every customer page (spec 1, 2): tagline, maker location line, the kitchen's call
 * link and FSSAI number (issue 13) and version. Its own chunk, loaded by the root layout: it starts
 * below the fold (docs/decisions/0026's first-load budget).
 */
export function AppFooter() {
  const kitchen = useKitchen();
  return (
    <footer className="px-6 pt-10 pb-6 text-left">
      <p className="font-display text-4xl leading-tight font-bold text-faint">{m.tagline()}</p>
      <p className="mt-2 text-sm text-muted">{m.madeIn()}</p>
      {kitchen?.support_phone || kitchen?.fssai_licence ? <KitchenContact className="mt-3" /> : null}
      <p className="mt-1 text-xs text-muted">
        {m.versionPrefix()}
        {APP_VERSION}
      </p>
    </footer>
  );
}
