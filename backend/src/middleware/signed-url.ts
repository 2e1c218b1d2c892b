import type { Context, DefaultState, Middleware } from 'koa';
import { authenticate, type AuthOptions } from './auth.ts';
import type { Config } from '../config.ts';
import { forbidden, notFound } from '../errors.ts';
import { findFile, findOwnFile, type SignedFileRow } from '../services/files/files.ts';
import {
  FILE_AUDIENCES,
  fileSignerFor,
  type FileAudience,
  type FileUrlSigner,
} from '../services/files/signing.ts';
import { isUuid } from '../lib/ids.ts';

export const BAD_FILE_LINK = 'This file link is invalid or has expired';

/** The state `signedUrl()` types: the file the URL's signature names. */
export interface WithSignedFile extends DefaultState {
  file: SignedFileRow;
  /** Whom the link was made for: staff's links (signed so) are never held until paid (issue 35). */
  fileAudience: 'client' | FileAudience;
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

/** The audience a link's `aud` names: none is the client's; an unknown one is no link of ours. */
function audienceOf(aud: unknown): FileAudience | undefined | null {
  if (aud === undefined) return undefined;
  return FILE_AUDIENCES.find((known) => known === aud) ?? null;
}

/**
 * The access of a file URL (`:fileId` with `exp` and `sig`, and `aud` on staff's links): the
 * signature is the permission (per file and audience, until it expires), so a bad or expired one is
 * refused before the database is asked. Without them, a bearer token of the client whose file it is
 * (an API token needs `files:read`).
 */
export function signedUrl(): Middleware<WithSignedFile> {
  return async (ctx, next) => {
    const params = (ctx as { params?: Record<string, string> }).params ?? {};
    const fileId = String(params.fileId).toLowerCase();
    const { config, db } = ctx.deps;
    if (!isUuid(fileId)) throw forbidden(BAD_FILE_LINK);
    let file: SignedFileRow | undefined;
    let audience: FileAudience | undefined;
    if (unsignedWithBearer(ctx) && ctx.query.aud === undefined) {
      const reader = await authenticate(ctx, FILE_READER);
      file = await findOwnFile(db, reader.id, fileId);
    } else {
      const named = audienceOf(ctx.query.aud);
      if (named === null || !signerOf(config).verify(fileId, ctx.query.exp, ctx.query.sig, undefined, named))
        throw forbidden(BAD_FILE_LINK);
      audience = named;
      file = await findFile(db, fileId);
    }
    if (!file) throw notFound('File not found');
    ctx.state.file = file;
    ctx.state.fileAudience = audience ?? 'client';
    await next();
  };
}
