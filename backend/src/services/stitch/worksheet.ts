import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { BRAND } from '@stitchdesk/shared/brand';
import { sewSettingsOf, type MachineProfile, type ThreadChartInfo } from '@stitchdesk/shared';
import type { QaFinding, StitchSummary, Thread } from '@stitchdesk/stitch';
import type { WorksheetInput } from '@stitchdesk/stitch/sheet';
import type { Knex } from 'knex';
import type { FileRow, OrderRow } from '../../db/rows.ts';
import { orderBlock } from '../../db/stored-block.ts';
import { StorageNotFoundError, type Storage } from '../files/storage/types.ts';
import { machineProfileOf } from '../machines/profile.ts';
import { threadChartOf } from '../machines/thread-charts.ts';
import { conversionsPrefix } from './conversions.ts';
import { readableSize, readStoredBytes, withReadSlot } from './read-stored.ts';
import { worksheetOffThread } from './stitch-thread-pool.ts';

/*
 * The production worksheet of a delivered stitch file, made for its client's machines and kept in
 * file storage under a key that names everything printed on it (profile, thread chart, pinned codes,
 * the order's words): the `stitch:convert` job writes it at delivery; a change to any of these makes
 * a new key, built at its first request and stored then.
 */

type WorksheetFile = Pick<
  FileRow,
  'id' | 'name' | 'size' | 'storage_key' | 'created_at' | 'order_id' | 'stitch' | 'thread_pins'
>;

/** What a worksheet is made of, but the design itself. */
export interface WorksheetSource {
  file: WorksheetFile;
  order: { number: number; title: string; designName: string; instructions: string };
  clientName: string;
  profile: MachineProfile;
  chart: ThreadChartInfo;
  /** The order's thread colours, for a file without its own. */
  colors: readonly Thread[];
}

/** What a delivered stitch file's worksheet is made of, or null for a file that has none. */
export async function worksheetSource(
  db: Knex,
  fileId: string,
  colorsOf: (file: Pick<FileRow, 'order_id'>) => Promise<Thread[]>,
): Promise<WorksheetSource | null> {
  const file = await db<FileRow>('files')
    .select('id', 'name', 'size', 'storage_key', 'created_at', 'order_id', 'stitch', 'thread_pins')
    .where({ id: fileId, kind: 'delivery' })
    .first();
  if (!file?.stitch || !file.order_id) return null;
  const order = await db('orders as o')
    .join('users as u', 'u.id', 'o.user_id')
    .where('o.id', file.order_id)
    .first<
      Pick<OrderRow, 'number' | 'title' | 'service_type' | 'details' | 'user_id'> & { username: string }
    >('o.number', 'o.title', 'o.service_type', 'o.details', 'o.user_id', 'u.username');
  if (!order) return null;
  const block = orderBlock(order);
  const profile = await machineProfileOf(db, order.user_id);
  const [chart, colors] = await Promise.all([threadChartOf(db, profile.threadChart), colorsOf(file)]);
  return {
    file,
    order: {
      number: order.number,
      title: order.title,
      designName: 'designName' in block && block.designName ? block.designName : '',
      instructions: block.otherInstructions ?? '',
    },
    clientName: order.username,
    profile,
    chart,
    colors,
  };
}

/** The quality check's findings stored with the file's summary (for the client's machines). */
function findingsOf(file: Pick<FileRow, 'stitch'>): QaFinding[] {
  const stitch: (StitchSummary & { qa?: QaFinding[] }) | null = file.stitch;
  return stitch?.qa ?? [];
}

/** The storage key of a worksheet: its file's, and a digest of all it prints but the design. */
export function worksheetKey(source: WorksheetSource): string {
  const { file, order, clientName, profile, chart, colors } = source;
  const digest = createHash('sha256')
    .update(
      JSON.stringify([order, clientName, profile, chart, colors, file.thread_pins ?? {}, findingsOf(file)]),
    )
    .digest('hex')
    .slice(0, 24);
  return `${conversionsPrefix(file.id)}/worksheet-${digest}`;
}

/** What the stitch thread is given to make the worksheet, but the design's bytes. */
export type WorksheetSheet = Omit<WorksheetInput, 'design'>;

async function build(storage: Storage, source: WorksheetSource): Promise<Uint8Array | null> {
  const { file, order, profile, chart } = source;
  if (!readableSize(file)) return null;
  const qa = findingsOf(file);
  const sheet: WorksheetSheet = {
    businessName: BRAND.name,
    clientName: source.clientName,
    orderNumber: order.number,
    orderTitle: order.title,
    designName: order.designName || file.name,
    fileName: file.name,
    // The file's own date, so the same worksheet is the same bytes.
    date: file.created_at,
    // The same sew-out as the order page and the approval sheet: the client's machine settings.
    machine: { needles: profile.needles, hoopMm: profile.hoopMm, ...sewSettingsOf(profile) },
    chart,
    instructions: order.instructions,
    pins: Object.fromEntries(
      Object.entries(file.thread_pins ?? {}).map(([stop, code]) => [Number(stop), code]),
    ),
    findings: qa.filter((finding) => finding.severity !== 'info'),
  };
  // Read and drawn on a stitch thread, bounded in memory and time: never on the API's main thread.
  return withReadSlot(async () =>
    worksheetOffThread(await readStoredBytes(storage, file), file.name, source.colors, sheet),
  );
}

/** Worksheets being made in this process: a second request for one waits for it rather than making another. */
const building = new Map<string, Promise<Uint8Array | null>>();

/** The worksheet as stored, or built now and stored; null when the file cannot be read. */
export async function storedWorksheet(storage: Storage, source: WorksheetSource): Promise<Uint8Array | null> {
  const key = worksheetKey(source);
  try {
    const kept = await buffer(await storage.get(key));
    return new Uint8Array(kept.buffer, kept.byteOffset, kept.byteLength);
  } catch (error) {
    if (!(error instanceof StorageNotFoundError)) throw error;
  }
  let pending = building.get(key);
  if (!pending) {
    pending = build(storage, source)
      .then(async (pdf) => {
        if (pdf)
          await storage.put(key, Readable.from([Buffer.from(pdf)]), { contentType: 'application/pdf' });
        return pdf;
      })
      .finally(() => building.delete(key));
    building.set(key, pending);
  }
  return pending;
}
