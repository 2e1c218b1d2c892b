import type { FileRow } from '../db/rows.ts';

/** Turns a stored file into its absolute signed URL (see services/files/signing.ts). */
export type FileUrl = (file: Pick<FileRow, 'id' | 'name'>) => string;
