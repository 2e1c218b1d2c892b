import type { StitchInfo } from '@stitchdesk/shared';
import { apiGet, apiPath } from '../../../lib/api.ts';
import { fileIdOfUploadUrl } from '../../../lib/upload-file-id.ts';
import { orderQueryOptions } from '../../orders/api/get-order.ts';

/**
 * GET /order/:orderId/files/:fileId/stitch — the whole stored summary of one stitch file of the
 * order: every stop it keeps, each with its thread, and the findings with their places.
 */
export const getStitchSummary = (orderId: string, fileId: string) =>
  apiGet<StitchInfo>(apiPath`/order/${orderId}/files/${fileId}/stitch`);

/**
 * The whole summary of the order's file at `fileUrl`, or null for a URL that names no file of ours.
 * Kept under the order's key: whatever refreshes the order refreshes it too.
 */
export function stitchSummaryQueryOptions(orderId: string, fileUrl: string) {
  const fileId = fileIdOfUploadUrl(fileUrl);
  if (!fileId) return null;
  return {
    queryKey: [...orderQueryOptions(orderId).queryKey, 'stitch', fileId] as const,
    queryFn: () => getStitchSummary(orderId, fileId),
  };
}
