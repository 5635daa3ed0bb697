import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { SHARED_MENU_PATH, type MenuPictureLayout } from '@rasoi/domain/share';
import type { AppContext } from '../../app-context.ts';
import type { Database } from '../../db/schema.ts';
import { createMenuPictures, type MenuPictureInput, type MenuPictures } from './menu-picture.ts';
import { publicOrigin } from './public-origin.ts';
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
 * What today's menu picture in `layout` is made from for this request (issue 15, D58): today's menu
 * now, and the shared link as printed on it ('host/menu/today', from the request's public origin).
 */
export async function pictureInput(
  ctx: AppContext,
  request: FastifyRequest,
  layout: MenuPictureLayout,
): Promise<MenuPictureInput> {
  const menu = await readTodaysMenu(ctx, ctx.now());
  const origin = publicOrigin(request, ctx.config.publicUrl);
  return { menu, layout, linkText: `${origin.replace(/^https?:\/\//, '')}${SHARED_MENU_PATH}` };
}
