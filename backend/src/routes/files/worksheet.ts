import type { AppDeps } from '../../deps.ts';
import { HttpError, notFound } from '../../errors.ts';
import { STITCH_RETRY_AFTER_SECONDS } from '../../middleware/errors.ts';
import { contentDisposition } from '../../services/files/names.ts';
import { StorageNotFoundError } from '../../services/files/storage/types.ts';
import { worksheetFileName } from '@stitchdesk/shared';
import { StitchThreadDied } from '../../services/stitch/stitch-thread-died.ts';
import { storedWorksheet, worksheetSource } from '../../services/stitch/worksheet.ts';
import { worksheetFailureOf } from '../../services/stitch/worksheet-failure.ts';
import { defineRoute, type Route } from '../define-route.ts';
import { orderColorsOfFile } from '../../services/stitch/file-colors.ts';
import { signedFileParams, signedFileQuery } from './signed-file.ts';
import { answeredHeld, HELD_UNTIL_PAID } from './held-file.ts';

export const NO_WORKSHEET = 'This file has no worksheet';
/** How a worksheet that could not be made is answered (and shown on the delivery), before the reason. */
export const NOT_MADE = 'Worksheet could not be made';

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
        ...HELD_UNTIL_PAID,
        422: { description: 'The worksheet could not be made of this file (the reason is in the message)' },
        503: { description: 'Making the worksheet took too long here: try again later (Retry-After)' },
      },
    },
    async (ctx) => {
      const { file } = ctx.state;
      if (!file.is_stitch) throw notFound(NO_WORKSHEET);
      // The sheet to sew the finished file by: held with it.
      if (await answeredHeld(ctx)) return;
      const source = await worksheetSource(db, file.id, (f) => orderColorsOfFile(db, f));
      if (!source) throw notFound(NO_WORKSHEET);
      // Its job was parked after the stitch worker died making it twice: not tried again here.
      const failure = worksheetFailureOf(source.file);
      if (failure) throw new HttpError(422, `${NOT_MADE}: ${failure}`);
      let pdf;
      try {
        pdf = await storedWorksheet(storage, source);
      } catch (error) {
        if (error instanceof StorageNotFoundError) throw notFound('File not found');
        if (error instanceof StitchThreadDied)
          throw new HttpError(error.status, `${NOT_MADE}: ${error.message}`, {
            headers: error.status === 503 ? { 'Retry-After': String(STITCH_RETRY_AFTER_SECONDS) } : {},
          });
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
