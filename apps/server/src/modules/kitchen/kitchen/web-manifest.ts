import type { FastifyInstance } from 'fastify';
import type { KitchenSettings } from '@rasoi/domain/kitchen-settings';
import { intlLocale } from '@rasoi/domain/locale';
import type { KitchenSettingsStore } from './kitchen-settings-store.ts';

/** Where the web app links its manifest (apps/web/index.html). */
export const WEB_MANIFEST_PATH = '/manifest.webmanifest';
/** The longest name a phone shows under an installed app's icon; a longer kitchen name is cut here. */
const SHORT_NAME_MAX = 12;

/**
 * The installed app's manifest (issue 5, issue 13, D40), built from the kitchen's stored name and
 * description: the app a customer adds to the home screen carries the kitchen's name. Its `lang` is the
 * kitchen's language ('en-IN' or 'hi-IN', issue 16, D62), the one the seller writes the name in.
 * Everything else (icons, colours, scope) is fixed here; the icons are the build's files under /icons.
 */
export function webManifest(settings: Pick<KitchenSettings, 'name' | 'description' | 'language'>) {
  const name = settings.description ? `${settings.name}: ${settings.description}` : settings.name;
  return {
    id: '/',
    name,
    short_name:
      settings.name.length <= SHORT_NAME_MAX ? settings.name : settings.name.slice(0, SHORT_NAME_MAX).trimEnd(),
    description: settings.description || settings.name,
    lang: intlLocale(settings.language),
    theme_color: '#c2410c',
    background_color: '#fffaf3',
    display: 'standalone',
    orientation: 'portrait',
    start_url: '/',
    scope: '/',
    categories: ['food', 'shopping'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}

/**
 * GET /manifest.webmanifest (issue 13, D40): the manifest from the stored settings, as
 * `application/manifest+json`, revalidated on every use (`no-cache`) so a renamed kitchen reaches
 * browsers at their next check. Register on the root instance before the web app's catch-all.
 */
export function registerWebManifest(app: FastifyInstance, kitchenSettings: KitchenSettingsStore): void {
  app.get(WEB_MANIFEST_PATH, async (_request, reply) => {
    const manifest = webManifest(await kitchenSettings.get());
    return reply
      .header('content-type', 'application/manifest+json; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(JSON.stringify(manifest));
  });
}
