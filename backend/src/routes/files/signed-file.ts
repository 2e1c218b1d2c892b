import type { Knex } from 'knex';
import type { Context } from 'koa';
import { z } from 'zod';
import type { FileRow } from '../../db/rows.ts';
import { forbidden, notFound } from '../../errors.ts';
import { findFile } from '../../services/files/files.ts';
import type { FileUrlSigner } from '../../services/files/signing.ts';
import { isUuid } from '../../lib/ids.ts';
import { uuidPathDoc } from '../route-docs.ts';

export const BAD_FILE_LINK = 'This file link is invalid or has expired';

/** The path and query every signed file URL has (the file, and its preview), for the OpenAPI document. */
export const signedFileRequestDoc = {
  pathParams: {
    fileId: uuidPathDoc('File id'),
    fileName: { description: 'The file name (for people; not checked)', schema: { type: 'string' } },
  },
  query: z.object({
    exp: z.string().regex(/^\d+$/).describe('Expiry, seconds since the epoch'),
    sig: z.string().describe('HMAC-SHA256 signature of the file id and exp'),
  }),
};

/**
 * The file a signed URL names: the signature is the permission (per file, until it expires), so
 * a bad or expired one is refused before the database is asked.
 */
export async function signedFile(ctx: Context, signer: FileUrlSigner, db: Knex): Promise<FileRow> {
  const fileId = String(ctx.params.fileId).toLowerCase();
  if (!isUuid(fileId) || !signer.verify(fileId, ctx.query.exp, ctx.query.sig)) throw forbidden(BAD_FILE_LINK);
  const file = await findFile(db, fileId);
  if (!file) throw notFound('File not found');
  return file;
}
