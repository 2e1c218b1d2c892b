import type { Knex } from 'knex';
import type { Readable } from 'node:stream';
import { badRequest } from '../../errors.ts';
import { whereFileOwnedBy } from '../../policies.ts';
import type { FileKind, FileRow, PresentedFileRow } from '../../db/rows.ts';
import { sanitizeFileName, normalizeContentType } from './names.ts';
import { fileIdFromUrl } from './signing.ts';
import { newId } from '../../lib/ids.ts';
import type { Storage } from './storage/types.ts';
import { rowsOfOrders, rowsOfUserOrders } from '../orders/children-query.ts';

type Db = Knex | Knex.Transaction;

export const FILE_COLUMNS = [
  'id',
  'owner_id',
  'order_id',
  'revision_id',
  'kind',
  'name',
  'size',
  'content_type',
  'sha256',
  'storage_key',
  'created_at',
  'stitch',
  'proof_id',
  'thread_pins',
] as const;

/**
 * Where a file's bytes live: derived from its id only, never from anything the user sent. Spread
 * over 256 folders by the id's last two hex digits, which are random in any UUID; the first two,
 * used before, are the top of a time-ordered (v7) id's timestamp and the same for years. Files
 * stored earlier keep their recorded storage_key.
 */
export function storageKeyFor(fileId: string): string {
  return `files/${fileId.slice(-2)}/${fileId}`;
}

export const EMPTY_FILE = 'The file is empty';

export interface StoreFileInput {
  /** Null for a quote request's artwork (a visitor's, linked to its quote by services/quotes). */
  ownerId: string | null;
  /** As the client named it; sanitised here. */
  name: string;
  /** As the client declared it; normalised here. */
  contentType: string | undefined;
  stream: Readable;
  maxBytes: number;
  kind?: FileKind;
  /** The stream's chunks are read by nothing else once stored (PutOptions.freeWritten). */
  freeWritten?: boolean;
}

/**
 * Streams a file to storage, then records it in `files`. When the stream fails (too large, client
 * gone) nothing is stored; when the row cannot be written the stored object is removed again.
 */
export async function storeFile(
  { db, storage }: { db: Knex; storage: Storage },
  input: StoreFileInput,
): Promise<FileRow> {
  // Made here, not by the column default: the storage key is derived from it before the row exists.
  const id = newId();
  const key = storageKeyFor(id);
  const contentType = normalizeContentType(input.contentType);
  const { size, sha256 } = await storage.put(key, input.stream, {
    contentType,
    maxBytes: input.maxBytes,
    freeWritten: input.freeWritten,
  });
  if (size === 0) {
    await storage.delete(key);
    throw badRequest(EMPTY_FILE);
  }
  try {
    const [row] = await db('files')
      .insert({
        id,
        owner_id: input.ownerId,
        kind: input.kind ?? 'attachment',
        name: sanitizeFileName(input.name),
        size,
        content_type: contentType,
        sha256,
        storage_key: key,
      })
      .returning<FileRow[]>([...FILE_COLUMNS]);
    return row;
  } catch (error) {
    await storage.delete(key).catch(() => undefined);
    throw error;
  }
}

/** A file as a signed URL serves it: its summary left out, only whether it has one. */
export type SignedFileRow = Omit<FileRow, 'stitch'> & { is_stitch: boolean };

/**
 * The file a signed URL names. Never reads the stored summary (up to 64 KiB, older ones far more):
 * a link fetched many times at once must cost each fetch a small row, whatever the file.
 */
export async function findFile(db: Db, fileId: string): Promise<SignedFileRow | undefined> {
  return signedFileQuery(db, fileId).first();
}

const signedFileQuery = (db: Db, fileId: string) =>
  db('files')
    .select(
      ...FILE_COLUMNS.filter((column) => column !== 'stitch'),
      db.raw('(stitch IS NOT NULL) AS is_stitch'),
    )
    .where({ id: fileId });

/** The file `findFile` reads, when it is `clientId`'s own (policies.whereFileOwnedBy). */
export async function findOwnFile(
  db: Db,
  clientId: string,
  fileId: string,
): Promise<SignedFileRow | undefined> {
  return whereFileOwnedBy(signedFileQuery(db, fileId), clientId).first();
}

/** Every file linked to any of `orderIds` (attachments, revision files, deliveries), in one query. */
export function filesOfOrders(db: Db, orderIds: readonly string[]): Promise<FileRow[]> {
  return rowsOfOrders<FileRow>(db, 'files', FILE_COLUMNS, orderIds);
}

/**
 * The columns presenting a file reads: an order list reads them for every file of a client (12,500
 * rows for 10,000 orders), and the others (owner, size, type, hash, storage key) were a third of its
 * text to parse.
 */
const PRESENTED_FILE_COLUMNS = [
  'id',
  'order_id',
  'revision_id',
  'kind',
  'name',
  'created_at',
  'stitch',
  'proof_id',
  'thread_pins',
] as const satisfies readonly (keyof PresentedFileRow)[];

/** Every file linked to any order of `userId` (or to only `orderIds` of them), as presenting them needs. */
export function filesOfUserOrders(
  db: Db,
  userId: string,
  orderIds?: readonly string[],
): Promise<PresentedFileRow[]> {
  return rowsOfUserOrders<PresentedFileRow>(db, 'files', PRESENTED_FILE_COLUMNS, userId, orderIds);
}

export const UNKNOWN_ATTACHMENT = 'Unknown attachment';

export interface AttachInput {
  ownerId: string;
  /** The attachment URLs the client sent (our signed file URLs). */
  urls: readonly string[];
  orderId: string;
  revisionId?: string | null;
  /**
   * Files already linked to this order may be sent again (an edit form re-sends the order's
   * attachments); they are accepted and left as they are.
   */
  allowLinkedToOrder?: boolean;
}

/**
 * Links the caller's own, not yet attached uploads to an order (and revision). Any URL that is not
 * one of those — unknown, someone else's, a delivery, attached elsewhere — answers 400 "Unknown
 * attachment", the same for all so nothing reveals that another user's file exists.
 * Locks the rows, so two requests cannot claim the same upload. Returns the ids it linked.
 */
export async function attachUploads(trx: Knex.Transaction, input: AttachInput): Promise<string[]> {
  const ids = new Set<string>();
  for (const url of input.urls) {
    const id = fileIdFromUrl(url);
    if (!id) throw badRequest(UNKNOWN_ATTACHMENT, [{ path: 'attachment', message: UNKNOWN_ATTACHMENT }]);
    ids.add(id);
  }
  if (ids.size === 0) return [];
  const rows = await trx<FileRow>('files')
    .select('id', 'order_id', 'revision_id')
    .whereIn('id', [...ids])
    .andWhere({ owner_id: input.ownerId, kind: 'attachment' })
    .forUpdate();
  const fresh: string[] = [];
  for (const id of ids) {
    const row = rows.find((r) => r.id === id);
    const unlinked = row && row.order_id === null && row.revision_id === null;
    const alreadyOurs = row && input.allowLinkedToOrder && row.order_id === input.orderId;
    if (unlinked) fresh.push(id);
    else if (!alreadyOurs)
      throw badRequest(UNKNOWN_ATTACHMENT, [{ path: 'attachment', message: UNKNOWN_ATTACHMENT }]);
  }
  if (fresh.length > 0) {
    await trx('files')
      .whereIn('id', fresh)
      .update({ order_id: input.orderId, revision_id: input.revisionId ?? null });
  }
  return fresh;
}
