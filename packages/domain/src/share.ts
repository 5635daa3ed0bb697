/**
 * Sharing today's menu and a dish (issue 15, docs/decisions/0058), zod-free so the web app's share
 * buttons carry it at no cost: the page paths the shared links open (the server answers them with
 * Open Graph tags for a chat's preview, the app redirects them to the menu), and the menu picture's two
 * layouts.
 */

/** The shared link to today's menu: the app shows the home menu there; a crawler gets its preview tags. */
export const SHARED_MENU_PATH = '/menu/today';

/** The shared link's pattern for one thali or dish (the app opens its detail there). */
export const SHARED_ITEM_PATTERN = '/dish/:id';

/** The shared link to one thali or dish by id. */
export function sharedItemPath(id: string): string {
  return `/dish/${encodeURIComponent(id)}`;
}

/** Where the menu picture is served under the API prefix (`GET /api/v1/share/menu.png`). */
export const MENU_PICTURE_PATH = '/share/menu.png';

/**
 * The menu picture's layouts in pixels: `wide` for a link preview (og:image: WhatsApp and others crop to
 * about 1.91:1), `portrait` for the share sheet, where it is a picture in the chat and a taller card reads
 * better on a phone.
 */
export const MENU_PICTURE_LAYOUTS = {
  wide: { width: 1200, height: 630 },
  portrait: { width: 1080, height: 1350 },
} as const;

export type MenuPictureLayout = keyof typeof MENU_PICTURE_LAYOUTS;

/**
 * Menu pictures one client address may fetch in a minute (issue 30, docs/decisions/0073), 304s included:
 * a share takes one or two, so sixty leaves room for a household behind one address and refuses a flood.
 */
export const MENU_PICTURES_PER_IP_PER_MINUTE = 60;
