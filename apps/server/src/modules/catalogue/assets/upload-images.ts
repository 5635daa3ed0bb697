import { UPLOAD_WIDTHS } from '@rasoi/domain/constants';
import type { UploadedImage } from '@rasoi/domain/seller';
import { renditionUrl } from '@rasoi/domain/uploads';
import type { AppContext } from '../../../app-context.ts';
import { AppError } from '../../../lib/app-error.ts';
import { newId } from '../../../lib/crypto.ts';
import { renderUpload, uploadsDirOf, writeRenditions } from './image-files.ts';

/**
 * Stores the seller's uploaded images (spec 2 'Add dish', 'Add thali'; issue 3): every file is checked
 * and re-encoded first, and only when all of them pass are the WebP files written, so a refused upload
 * leaves nothing behind. The re-encoding waits its turn in the instance's image work queue (issue 11).
 * Returns each image's key and URLs (the widest as `url`), in upload order.
 * Throws 400 AppError m.uploadNoImage() for none, or renderUpload's refusal for a bad file.
 */
export async function uploadImages(options: {
  ctx: Pick<AppContext, 'config' | 'imageWork'>;
  files: Buffer[];
}): Promise<UploadedImage[]> {
  const { ctx, files } = options;
  if (files.length === 0) throw new AppError('BAD_REQUEST', 'uploadNoImage');
  // One upload's images at a time per instance, one image after another (issue 11): each decode may
  // take up to 160 MB, and uploads running side by side would add theirs up.
  const images = await ctx.imageWork.run(async () => {
    const rendered = [];
    for (const file of files) rendered.push({ key: newId(), renditions: await renderUpload(file) });
    return rendered;
  });
  await writeRenditions(uploadsDirOf(ctx.config.dataDir), images);

  const widest = UPLOAD_WIDTHS[UPLOAD_WIDTHS.length - 1]!;
  return images.map(({ key }) => {
    const urls = Object.fromEntries(
      UPLOAD_WIDTHS.map((width) => [width, renditionUrl(key, width)]),
    ) as UploadedImage['urls'];
    return { key, url: urls[widest], urls };
  });
}
