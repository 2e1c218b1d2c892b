import type { Context, DefaultState, Middleware } from 'koa';
import { authenticate, type AuthOptions } from './auth.ts';
import type { Config } from '../config.ts';
import { forbidden, notFound } from '../errors.ts';
import { findFile, findOwnFile, type SignedFileRow } from '../services/files/files.ts';
import { fileSignerFor, type FileUrlSigner } from '../services/files/signing.ts';
import { isUuid } from '../lib/ids.ts';

export const BAD_FILE_LINK = 'This file link is invalid or has expired';

/** The state `signedUrl()` types: the file the URL's signature names. */
export interface WithSignedFile extends DefaultState {
  file: SignedFileRow;
}

// One signer per configuration: the signer remembers the signatures it made.
const signers = new WeakMap<Config, FileUrlSigner>();

function signerOf(config: Config): FileUrlSigner {
  let signer = signers.get(config);
  if (!signer) signers.set(config, (signer = fileSignerFor(config)));
  return signer;
}

/** True when the request carries no signature but a bearer token: the other way into a file link. */
export const unsignedWithBearer = (ctx: Context): boolean =>
  ctx.query.exp === undefined && ctx.query.sig === undefined && ctx.get('Authorization') !== '';

/** A client's own files open with a bearer token: a session, or an API token allowed `files:read`. */
export const FILE_READER = { roles: ['client'], scope: 'files:read' } as const satisfies AuthOptions;

/**
 * The access of a file URL (`:fileId` with `exp` and `sig`): the signature is the permission (per
 * file, until it expires), so a bad or expired one is refused before the database is asked. Without
 * them, a bearer token of the client whose file it is (an API token needs `files:read`).
 */
export function signedUrl(): Middleware<WithSignedFile> {
  return async (ctx, next) => {
    const params = (ctx as { params?: Record<string, string> }).params ?? {};
    const fileId = String(params.fileId).toLowerCase();
    const { config, db } = ctx.deps;
    if (!isUuid(fileId)) throw forbidden(BAD_FILE_LINK);
    let file: SignedFileRow | undefined;
    if (unsignedWithBearer(ctx)) {
      const reader = await authenticate(ctx, FILE_READER);
      file = await findOwnFile(db, reader.id, fileId);
    } else {
      if (!signerOf(config).verify(fileId, ctx.query.exp, ctx.query.sig)) throw forbidden(BAD_FILE_LINK);
      file = await findFile(db, fileId);
    }
    if (!file) throw notFound('File not found');
    ctx.state.file = file;
    await next();
  };
}
