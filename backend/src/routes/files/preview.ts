import type { AppDeps } from '../../deps.ts';
import { notFound } from '../../errors.ts';
import { orderColorsOfFile } from '../../services/stitch/file-colors.ts';
import { stitchPreview } from '../../services/stitch/preview.ts';
import { StorageNotFoundError } from '../../services/files/storage/types.ts';
import { answeredNotModified } from '../etag.ts';
import { NOT_MODIFIED } from '../route-docs.ts';
import { defineRoute, type Route } from '../define-route.ts';
import { signedFileParams, signedFileQuery } from './signed-file.ts';

export const NO_PREVIEW = 'This file has no preview';

/**
 * The SVG may style its own elements and nothing else: no scripts, no fetches, no embedding in a
 * frame, even when someone opens the URL on its own.
 */
export const PREVIEW_CSP = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'";

/**
 * GET /files/:fileId/:fileName/preview.svg?exp&sig — a stitch file's design drawn in its thread
 * colours (a DST in its order's colours). Signed with the file's own signature and expiry, so an
 * <img> shows it without a token exactly as long as it could fetch the file. Never held until paid
 * (held-file.ts): a drawing of the design is what the client approves and pays for, not the file.
 */
export function previewRoutes({ db, storage }: AppDeps): Route[] {
  const preview = defineRoute(
    {
      method: 'get',
      path: '/files/:fileId/:fileName/preview.svg',
      summary: "A stitch file's rendered design (SVG) by its signed, expiring URL (the file's own signature)",
      tag: 'Files',
      access: 'signedUrl',
      params: signedFileParams,
      query: signedFileQuery,
      responses: {
        200: { description: 'The design as image/svg+xml', binary: true },
        ...NOT_MODIFIED,
      },
    },
    async (ctx) => {
      const { file } = ctx.state;
      if (!file.is_stitch) throw notFound(NO_PREVIEW);

      const colors = await orderColorsOfFile(db, file);
      let preview;
      try {
        preview = await stitchPreview(storage, file, colors);
      } catch (error) {
        if (error instanceof StorageNotFoundError) throw notFound('File not found');
        throw error;
      }
      if (!preview) throw notFound(NO_PREVIEW);

      ctx.set('Cache-Control', 'private, max-age=3600');
      ctx.set('Content-Security-Policy', PREVIEW_CSP);
      ctx.set('X-Content-Type-Options', 'nosniff');
      if (answeredNotModified(ctx, preview.etag)) return;
      ctx.status = 200;
      ctx.type = 'image/svg+xml';
      ctx.body = preview.svg;
      // Setting a body of text may reset the type; the served type must be ours.
      ctx.type = 'image/svg+xml';
    },
  );
  return [preview];
}
