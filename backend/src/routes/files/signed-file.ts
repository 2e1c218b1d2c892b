import { z } from 'zod';
import { FILE_AUDIENCES } from '../../services/files/signing.ts';
import { uuidParam } from '../params.ts';

/*
 * The path and query of every signed file URL (the file, and its preview). The `signedUrl` access
 * checks them before anything else (403 for a bad or expired link), so these only document them;
 * without both, the same access asks for a bearer token instead.
 */

export const signedFileParams = z.object({
  fileId: uuidParam('File not found', 'File id'),
  fileName: z.string().meta({ description: 'The file name (for people; not checked)' }),
});

export const signedFileQuery = z.object({
  exp: z
    .string()
    .regex(/^\d+$/)
    .optional()
    .describe('Expiry, seconds since the epoch (absent: a bearer token of the file’s client opens it)'),
  aud: z
    .enum(FILE_AUDIENCES)
    .optional()
    .describe(
      'On links staff are answered: whom the link is for (signed with the rest; never held until paid)',
    ),
  sig: z.string().optional().describe('HMAC-SHA256 signature of the file id, exp and aud'),
});
