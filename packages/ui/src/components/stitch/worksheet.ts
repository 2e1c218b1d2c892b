import { BRAND } from '@stitchdesk/shared/brand';
import type { MachineProfile, ThreadChartInfo } from '@stitchdesk/shared';
import { fetchBytes, readDesign } from './load-design.ts';
import type { StitchFile } from './stitch-info.ts';
import { blobBytes } from '../../lib/blob-bytes.ts';

export interface WorksheetOrder {
  orderNumber: number;
  orderTitle: string;
  designName?: string;
  clientName: string;
  instructions?: string;
}

/** The worksheet's file name beside its design: `crest.dst` → `crest-worksheet.pdf`. */
export function worksheetName(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return `${dot > 0 ? fileName.slice(0, dot) : fileName}-worksheet.pdf`;
}

/**
 * The production worksheet of a delivered stitch file, for the client's machine: built in the
 * browser from the file's own bytes (the PDF library loads here, on first use).
 */
export async function buildWorksheet(
  file: StitchFile,
  order: WorksheetOrder,
  profile: MachineProfile,
  chart?: ThreadChartInfo,
  fetchFile: typeof fetch = fetch,
): Promise<Blob> {
  const bytes = await fetchBytes(file.url, fetchFile);
  const [design, { BROTHER_CHART, JANOME_CHART }, { worksheetPdf }] = await Promise.all([
    readDesign(bytes, file.name, file.stitch),
    import('@stitchdesk/stitch'),
    import('@stitchdesk/stitch/sheet'),
  ]);
  const pdf = await worksheetPdf({
    businessName: BRAND.name,
    clientName: order.clientName,
    orderNumber: order.orderNumber,
    orderTitle: order.orderTitle,
    designName: order.designName || file.name,
    fileName: file.name,
    design,
    date: new Date(),
    machine: { needles: profile.needles, stitchesPerMinute: profile.speedSpm, hoopMm: profile.hoopMm },
    chart: chart ?? (profile.threadChart === 'janome' ? JANOME_CHART : BROTHER_CHART),
    instructions: order.instructions,
    pins: Object.fromEntries(
      Object.entries(file.stitch.threadPins ?? {}).map(([stop, code]) => [Number(stop), code]),
    ),
    // The server's check for this client's machines (the same package's findings, as JSON).
    findings: (file.stitch.qa ?? []) as Parameters<typeof worksheetPdf>[0]['findings'],
  });
  return new Blob([blobBytes(pdf)], { type: 'application/pdf' });
}
