import type { DefaultState, Middleware } from 'koa';
import type { Config } from '../config.ts';
import { forbidden, notFound } from '../errors.ts';
import { findFile, type SignedFileRow } from '../services/files/files.ts';
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

/**
 * The access of a signed file URL (`:fileId` with `exp` and `sig`): the signature is the permission
 * (per file, until it expires), so a bad or expired one is refused before the database is asked.
 */
export function signedUrl(): Middleware<WithSignedFile> {
  return async (ctx, next) => {
    const params = (ctx as { params?: Record<string, string> }).params ?? {};
    const fileId = String(params.fileId).toLowerCase();
    const { config, db } = ctx.deps;
    if (!isUuid(fileId) || !signerOf(config).verify(fileId, ctx.query.exp, ctx.query.sig))
      throw forbidden(BAD_FILE_LINK);
    const file = await findFile(db, fileId);
    if (!file) throw notFound('File not found');
    ctx.state.file = file;
    await next();
  };
}
