import {
  CONVERSION_FORMATS,
  convertedFileName,
  MACHINE_FORMATS,
  type ConversionFormat,
} from '@stitchdesk/shared';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { notFound } from '../../errors.ts';
import { contentDisposition } from '../../services/files/names.ts';
import { StorageNotFoundError } from '../../services/files/storage/types.ts';
import { convertedDesign } from '../../services/stitch/conversions.ts';
import { orderColorsOfFile } from '../../services/stitch/file-colors.ts';
import { NOT_MODIFIED } from '../route-docs.ts';
import type { ParameterizedContext } from 'koa';
import type { WithSignedFile } from '../../middleware/signed-url.ts';
import { defineRoute, type Route } from '../define-route.ts';
import { answeredNotModified } from '../etag.ts';
import { signedFileParams, signedFileQuery } from './signed-file.ts';
import { answeredHeld, HELD_UNTIL_PAID } from './held-file.ts';

export const NO_CONVERSION = 'This file cannot be converted to that format';

const formatParams = signedFileParams.extend({
  format: z.string().meta({ description: `One of ${CONVERSION_FORMATS.join(', ')} (pes1: PES version 1)` }),
});
const namedParams = formatParams.extend({
  name: z.string().meta({ description: 'The name to save it under (for people; not checked)' }),
});

const isConversion = (format: string): format is ConversionFormat =>
  CONVERSION_FORMATS.some((known) => known === format);

/**
 * GET /files/:fileId/:fileName/as/:format?exp&sig — a stitch file's design written in another machine
 * format (a DST in its order's colours), by the file's own signature and expiry, saved under the
 * name `formats[].name` gives. Served from file storage, where the `stitch:convert` job wrote the
 * client's formats; any other is converted on the stitch thread at its first request and stored
 * (services/stitch/conversions.ts). Links made before carry the name to save under after the format
 * (`/as/:format/:name`), and are answered alike while they last.
 */
export function convertRoutes({ db, storage }: AppDeps): Route[] {
  const answer = async (
    ctx: ParameterizedContext<WithSignedFile>,
    format: string,
    savedName: string | undefined,
  ) => {
    const { file } = ctx.state;
    if (!file.is_stitch || !isConversion(format)) throw notFound(NO_CONVERSION);
    // A delivery in another format is the finished work all the same.
    if (await answeredHeld(ctx)) return;

    const colors = await orderColorsOfFile(db, file);
    let bytes;
    try {
      bytes = await convertedDesign(storage, file, format, colors);
    } catch (error) {
      if (error instanceof StorageNotFoundError) throw notFound('File not found');
      throw error;
    }
    if (!bytes) throw notFound(NO_CONVERSION);

    const etag = `"${file.sha256.slice(0, 27)}-${format}-${colors.map((c) => c.hex.slice(1)).join('')}"`;
    ctx.compress = false;
    ctx.set('Cache-Control', 'private, max-age=3600');
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set(
      'Content-Disposition',
      contentDisposition('attachment', savedName ?? convertedFileName(file.name, format)),
    );
    if (answeredNotModified(ctx, etag)) return;
    ctx.status = 200;
    ctx.type = 'application/octet-stream';
    ctx.body = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    // Setting a body may reset the type; the served type must be ours.
    ctx.type = 'application/octet-stream';
  };
  const docs = {
    tag: 'Files',
    access: 'signedUrl',
    query: signedFileQuery,
    responses: {
      200: { description: 'The design in that format', binary: true },
      ...NOT_MODIFIED,
      ...HELD_UNTIL_PAID,
    },
  } as const;
  const convert = defineRoute(
    {
      ...docs,
      method: 'get',
      path: '/files/:fileId/:fileName/as/:format',
      summary: `A stitch file written in another format (${MACHINE_FORMATS.join(', ')}) by its signed URL`,
      params: formatParams,
    },
    (ctx) => answer(ctx, ctx.input.params.format.toLowerCase(), undefined),
  );
  const convertNamed = defineRoute(
    {
      ...docs,
      method: 'get',
      path: '/files/:fileId/:fileName/as/:format/:name',
      summary: 'The same, by a link that carries the name to save it under (links made before)',
      params: namedParams,
    },
    (ctx) => answer(ctx, ctx.input.params.format.toLowerCase(), ctx.input.params.name),
  );
  return [convert, convertNamed];
}
