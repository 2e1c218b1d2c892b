import { BRAND } from '@stitchdesk/shared/brand';
import { sewSettingsOf, type ThreadChartInfo } from '@stitchdesk/shared';
import type { SewSettings } from '@stitchdesk/stitch';
import { http } from '../../lib/http.ts';
import { getMachineProfile } from '../machines/machine-profile-api.ts';
import type { Platform } from '../../platform/types.ts';
import { fetchBytes, readDesign } from './load-design.ts';
import type { StitchInfo } from './stitch-info.ts';
import { approvalSheetName } from './stitch-format.ts';
import { blobBytes } from '../../lib/blob-bytes.ts';

export interface SheetOrder {
  orderNumber: number;
  orderTitle: string;
  /** The design's name as the client gave it; the file name stands in when there is none. */
  designName?: string;
  /** The client's instructions with the order. */
  instructions?: string;
}

/**
 * The one-page approval sheet of a delivered stitch file, built in the browser from the file's own
 * bytes. The PDF library (and the readers) load here, on first use, never with the page.
 */
export async function buildApprovalSheet(
  file: { url: string; name: string },
  order: SheetOrder,
  stitch?: StitchInfo | null,
  fetchFile: typeof fetch = fetch,
  chart?: ThreadChartInfo,
  /** The client's machines: the sheet's sew-out is the one their order page gives. */
  machine?: SewSettings,
): Promise<Blob> {
  const bytes = await fetchBytes(file.url, fetchFile);
  const [design, { summarize }, { approvalSheetPdf }] = await Promise.all([
    readDesign(bytes, file.name, stitch),
    import('@stitchdesk/stitch'),
    import('@stitchdesk/stitch/sheet'),
  ]);
  const pdf = await approvalSheetPdf({
    businessName: BRAND.name,
    orderTitle: order.orderTitle,
    orderNumber: order.orderNumber,
    designName: order.designName || file.name,
    fileName: file.name,
    summary: summarize(design),
    design,
    date: new Date(),
    chart,
    machine,
    pins: Object.fromEntries(
      Object.entries(stitch?.threadPins ?? {}).map(([stop, code]) => [Number(stop), code]),
    ),
    // The server's check for the client's machines.
    findings: stitch?.qa,
    instructions: order.instructions,
  });
  return new Blob([blobBytes(pdf)], { type: 'application/pdf' });
}

/** Builds the sheet and hands it to the host: a download on the web, the deliveries folder on the desktop. */
export async function saveApprovalSheet(
  platform: Platform,
  file: { url: string; name: string },
  order: SheetOrder,
  stitch?: StitchInfo | null,
): Promise<void> {
  // The thread column comes from the client's chart, the sew-out from their machines; without
  // them the sheet still shows the colours, and the default machine's estimate.
  const [chart, profile] = await Promise.all([
    http
      .get<ThreadChartInfo>('/user/machine-profile/thread-chart')
      .then((answer) => answer.data)
      .catch(() => undefined),
    getMachineProfile().catch(() => undefined),
  ]);
  const machine = profile ? sewSettingsOf(profile) : undefined;
  const blob = await buildApprovalSheet(file, order, stitch, fetch, chart, machine);
  await platform.saveFile(approvalSheetName(file.name), blob, { orderTitle: order.orderTitle });
}
