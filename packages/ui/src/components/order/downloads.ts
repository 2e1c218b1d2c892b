import type { FileRef, Order } from '@stitchdesk/shared';
import type { Platform } from '../../platform/types.ts';
import { ATTACHMENTS_ZIP_NAME, DELIVERIES_ZIP_NAME, zipFiles } from '../../lib/zip.ts';
import { completedFiles, orderServiceKey, orderTitle } from '../../lib/order-data.ts';

/** Zips the files and hands the archive to the host, which downloads or files it by order title. */
export async function saveZip(
  platform: Platform,
  name: string,
  files: readonly FileRef[],
  orderTitle?: string,
  options: { reveal?: boolean } = {},
) {
  const blob = await zipFiles(files);
  const context = { ...(orderTitle ? { orderTitle } : {}), ...options };
  await platform.saveFile(name, blob, Object.keys(context).length > 0 ? context : undefined);
}

export function saveAttachmentsZip(platform: Platform, files: readonly FileRef[], title?: string) {
  return saveZip(platform, ATTACHMENTS_ZIP_NAME, files, title);
}

/** "Download Files" of a completed order; the notification auto-download uses the same routine. */
export function saveDeliveriesZip(platform: Platform, order: Order, options: { reveal?: boolean } = {}) {
  const service = orderServiceKey(order);
  const files = service ? completedFiles(order, service) : [];
  return saveZip(platform, DELIVERIES_ZIP_NAME, files, orderTitle(order), options);
}
