import type { FileRef, Order } from '@stitchdesk/shared';
import type { Platform } from '../../platform/types.ts';
import { ATTACHMENTS_ZIP_NAME, DELIVERIES_ZIP_NAME, zipFiles } from '../../lib/zip.ts';
import { orderTitle } from '../../lib/order-data.ts';
import type { MadeEntry } from '../../lib/zip.ts';
import { withProfileDefaults } from '@stitchdesk/shared';
import { getMachineProfile } from '../machines/machine-profile-api.ts';
import { deliveryEntries } from './delivery-entries.ts';

/** Zips the files and hands the archive to the host, which downloads or files it by order title. */
export async function saveZip(
  platform: Platform,
  name: string,
  files: readonly (FileRef | MadeEntry)[],
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

/**
 * "Download Files" of a completed order, in the client's machine formats with a worksheet per
 * design; the notification auto-download (desktop) uses the same routine.
 */
export async function saveDeliveriesZip(
  platform: Platform,
  order: Order,
  options: { reveal?: boolean } = {},
) {
  // The defaults when the profile cannot be read: the download itself never fails for it.
  const profile = await getMachineProfile().catch(() => withProfileDefaults(null));
  const files = deliveryEntries(order, profile);
  return saveZip(platform, DELIVERIES_ZIP_NAME, files, orderTitle(order), options);
}
