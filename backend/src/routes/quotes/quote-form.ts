import { QUOTE_FILES_FIELD, QUOTE_MAX_FILES } from '@stitchdesk/shared';
import busboy from 'busboy';
import type { Context, DefaultState, Next } from 'koa';
import type { RouterContext } from '@koa/router';
import type { AppDeps } from '../../deps.ts';
import { badRequest, HttpError, tooLarge, tooManyRequests } from '../../errors.ts';
import type { FileRow } from '../../db/rows.ts';
import { storeFile } from '../../services/files/files.ts';
import { FileTooLargeError } from '../../services/files/storage/meter.ts';
import { StorageWriteError } from '../../services/files/storage/types.ts';
import { ensureDiskRoom, takeUploadSlot } from '../../services/files/upload-room.ts';
import { recordStitchSummary } from '../../services/stitch/summary.ts';
import { discardUnlinkedQuoteArtwork } from '../../services/quotes/artwork.ts';
import { decodeFormFileName, MALFORMED_UPLOAD, TOO_MANY_AT_ONCE } from '../uploads/uploads.ts';

export const TOO_MANY_QUOTE_FILES = `A quote request takes at most ${QUOTE_MAX_FILES} files`;
export const QUOTE_FILES_UNAVAILABLE =
  'Your files could not be stored right now. Please try again in a few minutes.';
const MULTIPART_SLACK_BYTES = 64 * 1024;

/** What the quote route's handler finds: the artwork this request stored, not yet any quote's. */
export interface QuoteFormState {
  quoteArtwork: FileRow[];
}

const tooLargeMessage = (maxMb: number) => `The file is too large: the limit is ${maxMb} MB`;

/**
 * The quote form sent as multipart (when it carries artwork): its text fields become the body the
 * route's schema checks, and each file in `files` is streamed to storage as an upload is (the same
 * size limit, name and type checks, an empty file refused, a stitch file read), owned by no one
 * until the handler keeps the quote. Whatever this request stored and no quote kept — the request
 * refused, a bot's — is removed once the answer is decided. A JSON request passes through.
 */
export function quoteFormReader(deps: AppDeps) {
  const { config } = deps;
  return async (ctx: RouterContext<DefaultState & QuoteFormState>, next: Next) => {
    ctx.state.quoteArtwork = [];
    if (!ctx.is('multipart/form-data')) return next();
    const declared = Number(ctx.get('Content-Length')) || 0;
    if (declared > QUOTE_MAX_FILES * config.uploadMaxBytes + MULTIPART_SLACK_BYTES)
      throw tooLarge(tooLargeMessage(config.uploadMaxMb));
    const release = takeUploadSlot(`quote:${ctx.ip}`, config.uploadsInFlightPerUser);
    if (!release) throw tooManyRequests(TOO_MANY_AT_ONCE, 5);
    ctx.res.once('close', release);
    await ensureDiskRoom(config, declared);

    const stored: FileRow[] = [];
    try {
      const fields = await readForm(ctx, deps, stored);
      ctx.request.body = fields;
      ctx.state.quoteArtwork = await Promise.all(
        stored.map((file) =>
          recordStitchSummary(deps, file).catch((error: unknown) => {
            ctx.state.log.warn({ err: error }, 'could not read quote artwork as a stitch file');
            return file;
          }),
        ),
      );
      await next();
    } finally {
      await discardUnlinkedQuoteArtwork(
        deps,
        stored.map((file) => file.id),
      ).catch((error: unknown) =>
        ctx.state.log.warn({ err: error }, 'could not remove unkept quote artwork'),
      );
    }
  };
}

/** Reads the form: its fields, and each file stored into `stored` as it completes. */
function readForm(ctx: Context, deps: AppDeps, stored: FileRow[]): Promise<Record<string, string>> {
  const { config } = deps;
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: ctx.req.headers,
        defParamCharset: 'utf8',
        fileHwm: 1024 * 1024,
        limits: {
          files: QUOTE_MAX_FILES,
          fileSize: config.uploadMaxBytes + 1,
          fields: 20,
          // Room for the message (the schema's own limit then speaks).
          fieldSize: 256 * 1024,
          parts: 40,
        },
      });
    } catch {
      reject(badRequest(MALFORMED_UPLOAD));
      return;
    }
    const fields: Record<string, string> = {};
    const pending: Promise<void>[] = [];
    let failure: unknown = null;
    // Whichever answer ends the request early closes its connection: the rest of the body is not read.
    const refuse = (status: number, message: string, headers: Record<string, string> = {}) =>
      new HttpError(status, message, { headers: { ...headers, Connection: 'close' } });
    const fail = (error: unknown) => {
      if (failure) return;
      failure = error;
      ctx.req.unpipe(parser);
      // The file still arriving fails with it, so storage discards what it wrote; the answer waits
      // for the files already being stored, so whatever was kept is removed before it goes.
      parser.destroy();
      void Promise.all(pending).then(() => reject(error));
    };
    parser.on('field', (name, value) => {
      fields[name] = value;
    });
    parser.on('file', (field, stream, info) => {
      if (field !== QUOTE_FILES_FIELD || failure) {
        stream.resume();
        return;
      }
      const saving = storeFile(deps, {
        ownerId: null,
        name: decodeFormFileName(info.filename ?? 'file'),
        contentType: info.mimeType,
        stream,
        maxBytes: config.uploadMaxBytes,
        freeWritten: true,
      }).then(
        (file) => {
          stored.push(file);
        },
        (error: unknown) => {
          stream.resume();
          if (error instanceof FileTooLargeError) fail(refuse(413, tooLargeMessage(config.uploadMaxMb)));
          else if (error instanceof StorageWriteError) {
            ctx.state.log.error({ err: error.cause }, 'file storage could not write quote artwork');
            fail(refuse(503, QUOTE_FILES_UNAVAILABLE, { 'Retry-After': '30' }));
          } else if (error instanceof HttpError) fail(refuse(error.status, error.message));
          else fail(error);
        },
      );
      pending.push(saving);
    });
    parser.on('filesLimit', () => fail(refuse(400, TOO_MANY_QUOTE_FILES)));
    parser.on('error', () => fail(refuse(400, MALFORMED_UPLOAD)));
    parser.on('close', () => {
      void Promise.all(pending).then(() => {
        if (!failure) resolve(fields);
      });
    });
    const interrupted = () => {
      if (!ctx.req.complete) parser.destroy(new Error('The upload was interrupted'));
    };
    ctx.req.on('close', interrupted);
    ctx.res.on('close', interrupted);
    ctx.req.pipe(parser);
  });
}
