import type { AppDeps } from '../../deps.ts';
import { notFound } from '../../errors.ts';
import { contentDisposition } from '../../services/files/names.ts';
import { StorageNotFoundError } from '../../services/files/storage/types.ts';
import { worksheetFileName } from '@stitchdesk/shared';
import { storedWorksheet, worksheetSource } from '../../services/stitch/worksheet.ts';
import { defineRoute, type Route } from '../define-route.ts';
import { orderColorsOfFile } from '../../services/stitch/file-colors.ts';
import { signedFileParams, signedFileQuery } from './signed-file.ts';

export const NO_WORKSHEET = 'This file has no worksheet';

/**
 * GET /files/:fileId/:fileName/worksheet.pdf?exp&sig — the production worksheet of a delivered
 * stitch file for its client's machines (needles, hoop, thread chart, pinned codes), by the file's
 * own signature. Served from file storage, where the `stitch:convert` job wrote it at delivery; made
 * and stored at the first request after anything it prints has changed.
 */
export function worksheetRoutes({ db, storage }: AppDeps): Route[] {
  const worksheet = defineRoute(
    {
      method: 'get',
      path: '/files/:fileId/:fileName/worksheet.pdf',
      summary:
        "A delivered stitch file's production worksheet (PDF) for its client's machines, by its signed URL",
      tag: 'Files',
      access: 'signedUrl',
      params: signedFileParams,
      query: signedFileQuery,
      responses: {
        200: { description: 'The worksheet (application/pdf)', binary: true },
      },
    },
    async (ctx) => {
      const { file } = ctx.state;
      if (!file.is_stitch) throw notFound(NO_WORKSHEET);
      const source = await worksheetSource(db, file.id, (f) => orderColorsOfFile(db, f));
      if (!source) throw notFound(NO_WORKSHEET);
      let pdf;
      try {
        pdf = await storedWorksheet(storage, source);
      } catch (error) {
        if (error instanceof StorageNotFoundError) throw notFound('File not found');
        throw error;
      }
      if (!pdf) throw notFound(NO_WORKSHEET);
      ctx.compress = false;
      ctx.set('Cache-Control', 'private, no-cache');
      ctx.set('X-Content-Type-Options', 'nosniff');
      ctx.set('Content-Disposition', contentDisposition('attachment', worksheetFileName(file.name)));
      ctx.status = 200;
      ctx.body = Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
      // Setting a body may reset the type; the served type must be ours.
      ctx.type = 'application/pdf';
    },
  );
  return [worksheet];
}
