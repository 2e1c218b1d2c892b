import { notFound } from '../../errors.ts';
import { noteSourceFailures } from '../../lib/stream-failures.ts';
import { contentDisposition, servingOf } from '../../services/files/names.ts';
import { StorageNotFoundError } from '../../services/files/storage/types.ts';
import { defineRoute, type Route } from '../define-route.ts';
import { answeredNotModified } from '../etag.ts';
import { parseRange } from './range.ts';
import { errorResponses, NOT_MODIFIED } from '../route-docs.ts';
import { signedFileParams, signedFileQuery } from './signed-file.ts';
import { answeredHeld, HELD_UNTIL_PAID } from './held-file.ts';

/**
 * GET /files/:fileId/:fileName?exp&sig — a stored file by its signed, expiring URL. The signature is
 * the permission (per file), so <img> tags and ZIP downloads need no token. The name in the path is
 * for people and saved files only; the stored name is what the headers carry. A delivered file may
 * be held until its order is paid (402, held-file.ts).
 */
export function filesRoutes(): Route[] {
  const file = defineRoute(
    {
      method: 'get',
      path: '/files/:fileId/:fileName',
      summary: 'A stored file by its signed, expiring URL (no token); supports Range and If-None-Match',
      tag: 'Files',
      access: 'signedUrl',
      params: signedFileParams,
      query: signedFileQuery,
      responses: {
        200: { description: 'The file', binary: true },
        206: { description: 'The requested range', binary: true },
        ...NOT_MODIFIED,
        ...HELD_UNTIL_PAID,
        ...errorResponses(416),
      },
    },
    async (ctx) => {
      if (await answeredHeld(ctx)) return;
      const { file } = ctx.state;
      const { storage } = ctx.deps;

      const etag = `"${file.sha256}"`;
      const { contentType, disposition } = servingOf(file.content_type);
      // Ranges and compression do not mix, and these files are mostly compressed already.
      ctx.compress = false;
      ctx.set('Cache-Control', 'private, max-age=3600');
      ctx.set('X-Content-Type-Options', 'nosniff');
      ctx.set('Accept-Ranges', 'bytes');
      ctx.set('Content-Disposition', contentDisposition(disposition, file.name));
      ctx.type = contentType;

      if (answeredNotModified(ctx, etag)) return;

      const size = file.size;
      const ifRange = ctx.get('If-Range');
      // A Range only applies when the client's copy is this one (If-Range names our ETag) or it has none.
      const range = !ifRange || ifRange === etag ? parseRange(ctx.get('Range') || undefined, size) : null;
      if (range === 'unsatisfiable') {
        ctx.remove('Content-Disposition');
        ctx.set('Content-Range', `bytes */${size}`);
        ctx.status = 416;
        ctx.body = { error: 'Requested range not satisfiable', message: 'Requested range not satisfiable' };
        return;
      }

      const open = async (r?: { start: number; end: number }) => {
        if (ctx.method === 'HEAD' || size === 0) return '';
        const stream = await storage.get(file.storage_key, r);
        // A store that fails halfway is logged as an error, a client that leaves is not.
        noteSourceFailures(stream, ctx.req.socket);
        return stream;
      };
      try {
        if (range) {
          ctx.body = await open(range);
          ctx.status = 206;
          ctx.set('Content-Range', `bytes ${range.start}-${range.end}/${size}`);
          ctx.length = range.end - range.start + 1;
        } else {
          ctx.body = await open();
          ctx.status = 200;
          ctx.length = size;
        }
      } catch (error) {
        if (error instanceof StorageNotFoundError) throw notFound('File not found');
        throw error;
      }
      // Setting a body may reset the type; the served type must be ours.
      ctx.type = contentType;
    },
  );
  return [file];
}
