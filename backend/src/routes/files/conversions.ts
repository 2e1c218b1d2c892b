import { CONVERSION_FORMATS, MACHINE_FORMATS, type ConversionFormat } from '@stitchdesk/shared';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { notFound } from '../../errors.ts';
import { contentDisposition } from '../../services/files/names.ts';
import { StorageNotFoundError } from '../../services/files/storage/types.ts';
import { convertedDesign } from '../../services/stitch/conversions.ts';
import { orderColorsOfFile } from '../../services/stitch/file-colors.ts';
import { NOT_MODIFIED } from '../route-docs.ts';
import { defineRoute, type Route } from '../define-route.ts';
import { answeredNotModified } from '../etag.ts';
import { signedFileParams, signedFileQuery } from './signed-file.ts';

export const NO_CONVERSION = 'This file cannot be converted to that format';

const conversionParams = signedFileParams.extend({
  format: z.string().meta({ description: `One of ${CONVERSION_FORMATS.join(', ')} (pes1: PES version 1)` }),
  name: z.string().meta({ description: 'The name to save it under (for people; not checked)' }),
});

const isConversion = (format: string): format is ConversionFormat =>
  CONVERSION_FORMATS.some((known) => known === format);

/**
 * GET /files/:fileId/:fileName/as/:format/:name?exp&sig — a stitch file's design written in another
 * machine format (a DST in its order's colours), by the file's own signature and expiry. Served from
 * file storage, where the `stitch:convert` job wrote the client's formats; any other is converted on
 * the stitch thread at its first request and stored (services/stitch/conversions.ts).
 */
export function convertRoutes({ db, storage }: AppDeps): Route[] {
  const convert = defineRoute(
    {
      method: 'get',
      path: '/files/:fileId/:fileName/as/:format/:name',
      summary: `A stitch file written in another format (${MACHINE_FORMATS.join(', ')}) by its signed URL`,
      tag: 'Files',
      access: 'signedUrl',
      params: conversionParams,
      query: signedFileQuery,
      responses: {
        200: { description: 'The design in that format', binary: true },
        ...NOT_MODIFIED,
      },
    },
    async (ctx) => {
      const { file } = ctx.state;
      const format = ctx.input.params.format.toLowerCase();
      if (!file.is_stitch || !isConversion(format)) throw notFound(NO_CONVERSION);

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
      ctx.set('Content-Disposition', contentDisposition('attachment', ctx.input.params.name));
      if (answeredNotModified(ctx, etag)) return;
      ctx.status = 200;
      ctx.type = 'application/octet-stream';
      ctx.body = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      // Setting a body may reset the type; the served type must be ours.
      ctx.type = 'application/octet-stream';
    },
  );
  return [convert];
}
