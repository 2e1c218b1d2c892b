import type { UploadResponse } from '@stitchdesk/shared';
import busboy from 'busboy';
import type { Context } from 'koa';
import type { AppDeps } from '../../deps.ts';
import { badRequest, HttpError, tooLarge, tooManyRequests } from '../../errors.ts';
import { userRateLimit } from '../../middleware/rate-limit.ts';
import type { FileRow } from '../../db/rows.ts';
import { storeFile } from '../../services/files/files.ts';
import { recordStitchSummary } from '../../services/stitch/summary.ts';
import { machineProfileOf, qualityOptionsOf } from '../../services/machines/profile.ts';
import { presentStitch, WHOLE_SUMMARY } from '../../presenters/stitch.ts';
import { stitchViewFor } from '../stitch-view.ts';
import { fileLinks } from '../file-links.ts';
import { FileTooLargeError } from '../../services/files/storage/meter.ts';
import { StorageWriteError } from '../../services/files/storage/types.ts';
import { quotaMessage, takeUploadSlot, uploadRoom } from '../../services/files/upload-room.ts';
import { storageQuotaBytesOf, uploadLimitOf } from '../../services/accounts/allowances.ts';
import * as contract from '@stitchdesk/shared';
import { defineRoute, type Route } from '../define-route.ts';
import { errorResponses } from '../route-docs.ts';

export const NO_FILE = 'Send the file as multipart/form-data in the field "file"';
export const MALFORMED_UPLOAD = 'The upload was incomplete or malformed';
export const TOO_MANY_AT_ONCE = 'Too many uploads at once. Please wait for one to finish.';
/** Room for the multipart framing around the file when judging Content-Length up front. */
const MULTIPART_SLACK_BYTES = 64 * 1024;

/**
 * Browsers (per the HTML spec's multipart/form-data encoding) send `"`, CR and LF in file names as
 * %22, %0D and %0A; turn them back so the sanitiser sees the name the person chose.
 */
export function decodeFormFileName(name: string): string {
  return name.replace(/%22/g, '"').replace(/%0D/gi, '\r').replace(/%0A/gi, '\n');
}

export const STORAGE_FULL = 'There is no room left to store your file. Please try again later.';
export const STORAGE_UNAVAILABLE =
  'File storage is unavailable right now. Please try again in a few minutes.';

/** 507 for a full disk, 503 for a store that failed; either way the connection is not reused. */
function storageFailure(error: StorageWriteError): HttpError {
  const headers: Record<string, string> = { Connection: 'close' };
  if (error.full) return new HttpError(507, STORAGE_FULL, { headers });
  return new HttpError(503, STORAGE_UNAVAILABLE, { headers: { ...headers, 'Retry-After': '30' } });
}

function tooLargeMessage(maxMb: number): string {
  return `The file is too large: the limit is ${maxMb} MB`;
}

/**
 * Reads the request as multipart and streams its `file` field to storage as it arrives: the file is
 * never held in memory whole. Other fields and further files are skipped.
 */
function receiveFile(ctx: Context, deps: AppDeps, ownerId: string, maxBytes: number): Promise<FileRow> {
  return new Promise<FileRow>((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: ctx.req.headers,
        defParamCharset: 'utf8',
        // Lets the parser run ahead of the disk by up to 1 MiB (see the local storage driver).
        fileHwm: 1024 * 1024,
        // One byte over the limit lets the meter notice the excess and fail the upload.
        limits: {
          files: 1,
          fileSize: maxBytes + 1,
          fields: 20,
          fieldSize: 64 * 1024,
          parts: 40,
        },
      });
    } catch {
      reject(badRequest(NO_FILE));
      return;
    }
    let stored: Promise<FileRow> | null = null;
    parser.on('file', (field, stream, info) => {
      if (field !== 'file' || stored) {
        stream.resume();
        return;
      }
      stored = storeFile(deps, {
        ownerId,
        name: decodeFormFileName(info.filename ?? 'file'),
        contentType: info.mimeType,
        stream,
        maxBytes,
        // The file's chunks are slices of the request's reads, which nothing keeps once stored.
        freeWritten: true,
      });
      stored.catch((error: unknown) => {
        // Over the limit: answer now and stop reading; a chunked body would otherwise be read for
        // as long as the client keeps sending (the route closes the connection with the answer).
        if (error instanceof FileTooLargeError) {
          ctx.req.unpipe(parser);
          reject(error);
          return;
        }
        if (error instanceof StorageWriteError) {
          // The store failed, so the file stream is gone and the parser would wait for it forever:
          // answer now, and discard the rest of the body (the answer closes the connection).
          ctx.req.unpipe(parser);
          ctx.req.resume();
          parser.destroy();
          reject(error);
          return;
        }
        // Whatever else went wrong, keep reading so the request completes and the answer reaches the client.
        stream.resume();
      });
    });
    parser.on('error', () => reject(badRequest(MALFORMED_UPLOAD)));
    parser.on('close', () => {
      if (stored) stored.then(resolve, reject);
      else reject(badRequest(NO_FILE));
    });
    // A client that goes away mid-upload: fail the file stream so storage discards what it wrote.
    // Also when the answer went first (408 on an idle body): the request's own 'close' has then
    // already passed, and the parser would wait for the rest of the body for ever.
    const interrupted = () => {
      if (!ctx.req.complete) parser.destroy(new Error('The upload was interrupted'));
    };
    ctx.req.on('close', interrupted);
    ctx.res.on('close', interrupted);
    ctx.req.pipe(parser);
  });
}

/** POST /uploads: any signed-in user uploads one file; it stays theirs until attached or swept. */
export function uploadsRoutes(deps: AppDeps): Route[] {
  const { config } = deps;
  const links = fileLinks(config);

  const upload = defineRoute(
    {
      method: 'post',
      path: '/uploads',
      summary:
        'Upload one file (multipart field "file"), streamed; UPLOAD_MAX_MB per file. A stitch file (DST, PES, EXP, JEF, VP3, XXX, PEC, HUS, SEW, U01, SHV, detected from its content) is answered with its `stitch` summary and preview URL',
      tag: 'Files',
      access: 'signedIn',
      scope: 'orders:write',
      bodyDoc: 'multipart-file',
      responses: {
        201: { description: 'Stored', schema: contract.uploadResponseSchema },
        ...errorResponses(400, 413),
      },
      before: [
        userRateLimit({
          bucket: 'upload',
          limit: (ctx) => uploadLimitOf(config, ctx.state.user),
          windowSeconds: config.uploadRateWindowSeconds,
          what: 'uploads',
        }),
        async (ctx, next) => {
          const release = takeUploadSlot(ctx.state.user.id, config.uploadsInFlightPerUser);
          if (!release) throw tooManyRequests(TOO_MANY_AT_ONCE, 5);
          // Released when the connection is done with, not when the handler returns: a refused
          // upload may still be arriving.
          ctx.res.once('close', release);
          await next();
        },
      ],
    },
    async (ctx) => {
      if (!ctx.is('multipart/form-data')) throw badRequest(NO_FILE);
      const declared = Number(ctx.get('Content-Length')) || 0;
      if (declared > config.uploadMaxBytes + MULTIPART_SLACK_BYTES)
        throw tooLarge(tooLargeMessage(config.uploadMaxMb));
      const room = await uploadRoom(deps, ctx.state.user, declared);
      let file: FileRow;
      try {
        file = await receiveFile(ctx, deps, ctx.state.user.id, room.maxBytes);
      } catch (error) {
        if (error instanceof FileTooLargeError) {
          const message = room.limitedByQuota
            ? quotaMessage(storageQuotaBytesOf(config, ctx.state.user))
            : tooLargeMessage(config.uploadMaxMb);
          // The rest of the body is not read: the connection ends with the answer.
          throw new HttpError(413, message, { headers: { Connection: 'close' } });
        }
        if (error instanceof StorageWriteError) {
          ctx.state.log.error({ err: error.cause }, 'file storage could not write an upload');
          throw storageFailure(error);
        }
        throw error;
      }
      // A client's own upload is checked for their machines; staff files are checked when delivered.
      const uploader = ctx.state.user;
      const quality =
        uploader.role === 'client'
          ? async () => qualityOptionsOf(await machineProfileOf(deps.db, uploader.id))
          : undefined;
      file = await recordStitchSummary(deps, file, quality, uploader.role === 'client').catch(
        (error: unknown) => {
          // The file is stored; only its summary is missing, so it is answered as a plain file.
          ctx.state.log.warn({ err: error }, 'could not read an upload as a stitch file');
          return file;
        },
      );
      const url = links.for(uploader)(file);
      // A client sees each stop's thread in their own chart and the sew-out on their machines, as on their orders.
      const view =
        uploader.role === 'client'
          ? await stitchViewFor(deps.db, uploader.id, [file], WHOLE_SUMMARY)
          : WHOLE_SUMMARY;
      const stitch = presentStitch(file, url, [], view);
      ctx.status = 201;
      ctx.body = {
        url,
        name: file.name,
        size: file.size,
        contentType: file.content_type,
        ...(stitch ? { stitch } : {}),
      } satisfies UploadResponse;
    },
  );

  return [upload];
}
