import { mkdir, statfs } from 'node:fs/promises';
import type { Role } from '@stitchdesk/shared';
import type { Knex } from 'knex';
import type { Config } from '../../config.ts';
import { HttpError } from '../../errors.ts';
import { InFlightLimit } from '../../lib/in-flight.ts';
import { storageQuotaBytesOf } from '../accounts/allowances.ts';

const MB = 1024 * 1024;

export const DISK_NEARLY_FULL =
  'The server is running out of storage space, so uploads are paused. Please try again later.';

export function quotaMessage(quotaBytes: number): string {
  return `Your storage is full: uploads may take up to ${formatSize(quotaBytes)}. Remove unused orders' files or contact us.`;
}

function formatSize(bytes: number): string {
  return bytes >= 1024 * MB ? `${+(bytes / (1024 * MB)).toFixed(1)} GB` : `${+(bytes / MB).toFixed(1)} MB`;
}

/**
 * 507 when the files disk is under its reserve (a full disk would stop the embedded database, which
 * shares it); a bucket has no such reserve.
 */
export async function ensureDiskRoom(config: Config, declaredBytes: number): Promise<void> {
  if (config.s3) return;
  await mkdir(config.filesDir, { recursive: true });
  const disk = await statfs(config.filesDir);
  const free = Number(disk.bavail) * Number(disk.bsize);
  if (free - declaredBytes < config.filesMinFreeBytes) throw new HttpError(507, DISK_NEARLY_FULL);
}

export interface UploadRoom {
  /** The most this upload may hold: the size limit, or less when the quota has less left. */
  maxBytes: number;
  /** True when maxBytes is the quota's remainder rather than the size limit. */
  limitedByQuota: boolean;
}

/**
 * Decides, before a byte of the body is read, whether an upload may start: 507 when the files
 * disk is under its reserve (a full disk would stop the embedded database, which shares it), 413
 * when a client's stored uploads already fill their quota. `declaredBytes` is the request's
 * Content-Length (0 when chunked).
 */
export async function uploadRoom(
  { db, config }: { db: Knex; config: Config },
  user: { id: string; role: Role; allowances: { storageQuotaMb: number | null } },
  declaredBytes: number,
): Promise<UploadRoom> {
  await ensureDiskRoom(config, declaredBytes);
  // Staff upload deliveries; the quota is a brake on client accounts, which anyone can open.
  if (user.role !== 'client') return { maxBytes: config.uploadMaxBytes, limitedByQuota: false };
  const [{ used }] = await db('files')
    .where({ owner_id: user.id })
    .sum<{ used: string | number | null }[]>({ used: 'size' });
  const quota = storageQuotaBytesOf(config, user);
  const left = quota - Number(used ?? 0);
  if (left <= 0 || declaredBytes > left + 64 * 1024) {
    throw new HttpError(413, quotaMessage(quota));
  }
  return left < config.uploadMaxBytes
    ? { maxBytes: left, limitedByQuota: true }
    : { maxBytes: config.uploadMaxBytes, limitedByQuota: false };
}

/** Uploads under way per user in this process, so one account cannot hold hundreds of connections. */
const uploadsByUser = new Map<number, InFlightLimit>();

/** Takes an upload slot for the user; returns the release function, or null when all are taken. */
export function takeUploadSlot(userId: string, max: number): (() => void) | null {
  let limit = uploadsByUser.get(max);
  if (!limit) {
    limit = new InFlightLimit(max);
    uploadsByUser.set(max, limit);
  }
  return limit.take(userId);
}
