import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { UPLOAD_FIELD, UPLOAD_MAX_FILES, UPLOAD_MAX_MEGABYTES } from '@rasoi/domain/constants';
import { contract } from '@rasoi/domain/contract';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { defineRoute } from '../define-route.ts';
import { uploadImages } from '../../modules/catalogue/assets/upload-images.ts';

/**
 * POST /assets/upload (spec 7): a multipart form with 1 to 4 files in the field 'image', each at most
 * 8 MB; answers 201 with the stored images and, for the spec's two seller screens, the first image's
 * URL as `uploadUrl` and its key as both `key` and `aws_asset_key` (docs/decisions/p05). Seller scope only.
 */
export const assetRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  defineRoute(app, contract.uploadImages, async (request, reply) => {
    const images = await uploadImages({ ctx, files: await readImageFiles(request) });
    const first = images[0]!;
    reply.code(201);
    return { status: 'success', data: { images }, uploadUrl: first.url, key: first.key, aws_asset_key: first.key };
  });
};

/**
 * Reads the form's files into memory within the limits, turning the multipart plugin's errors into
 * readable ones: too many files 400, a file over the size limit 413, any other part 400, a broken form (no boundary, cut short) 400.
 */
async function readImageFiles(request: FastifyRequest): Promise<Buffer[]> {
  if (!request.isMultipart()) throw new AppError('BAD_REQUEST', 'uploadNotMultipart');
  const files: Buffer[] = [];
  try {
    const parts = request.parts({
      limits: {
        files: UPLOAD_MAX_FILES,
        fileSize: UPLOAD_MAX_MEGABYTES * 1024 * 1024,
        fields: 0,
        parts: UPLOAD_MAX_FILES + 1,
      },
    });
    for await (const part of parts) {
      if (part.type !== 'file' || part.fieldname !== UPLOAD_FIELD) {
        throw new AppError('BAD_REQUEST', 'uploadWrongField');
      }
      files.push(await part.toBuffer());
    }
  } catch (error) {
    throw uploadError(error);
  }
  return files;
}

function uploadError(error: unknown): unknown {
  const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
  switch (code) {
    case 'FST_FILES_LIMIT':
      return new AppError('BAD_REQUEST', 'uploadTooMany');
    case 'FST_REQ_FILE_TOO_LARGE':
      return new AppError('PAYLOAD_TOO_LARGE', 'uploadTooLarge');
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
    case 'FST_PROTO_VIOLATION':
      return new AppError('BAD_REQUEST', 'uploadWrongField');
    default:
      // Anything else the parser throws is a broken form (no boundary, cut short): the client's mistake.
      return error instanceof AppError ? error : new AppError('BAD_REQUEST', 'uploadNotMultipart');
  }
}
