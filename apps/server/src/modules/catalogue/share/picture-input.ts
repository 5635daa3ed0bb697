import type { Kysely } from 'kysely';
import { SHARED_MENU_PATH, type MenuPictureLayout } from '@rasoi/domain/share';
import type { AppContext } from '../../../app-context.ts';
import type { Database } from '../../../db/schema.ts';
import { createMenuPictures, type MenuPictureInput, type MenuPictures } from './menu-picture.ts';
import { readTodaysMenu } from './todays-menu.ts';

const pictures = new WeakMap<Kysely<Database>, MenuPictures>();

/** The menu pictures of this database handle (one per app: the picture route and the preview tags share it). */
export function menuPicturesOf(db: Kysely<Database>): MenuPictures {
  let kept = pictures.get(db);
  if (!kept) {
    kept = createMenuPictures();
    pictures.set(db, kept);
  }
  return kept;
}

/**
 * What today's menu picture in `layout` is made from (issue 15, D58; docs/decisions/0073): today's menu
 * now, and the shared link as printed on it ('host/menu/today', the host of PUBLIC_URL). Nothing of the
 * request goes in, so every caller, whatever Host it sends, gets the same picture and ETag.
 */
export async function pictureInput(ctx: AppContext, layout: MenuPictureLayout): Promise<MenuPictureInput> {
  const menu = await readTodaysMenu(ctx, ctx.now());
  return { menu, layout, linkText: `${new URL(ctx.config.publicUrl).host}${SHARED_MENU_PATH}` };
}
