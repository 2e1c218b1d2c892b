import { conversionFormatOf, type ConversionFormat, type MachineFormat } from '@stitchdesk/shared';
import type { Knex } from 'knex';
import type { FileRow } from '../db/rows.ts';
import { orderColorsOfFile } from '../services/stitch/file-colors.ts';
import type { Storage } from '../services/files/storage/types.ts';
import { machineProfileOf } from '../services/machines/profile.ts';
import { convertedDesign } from '../services/stitch/conversions.ts';
import { storedWorksheet, worksheetSource } from '../services/stitch/worksheet.ts';

/**
 * The conversions a client will download of one stitch file: each format of their machine profile
 * but the file's own (the file itself), in their PES version.
 */
export function wantedConversions(
  own: string,
  profile: { formats: readonly MachineFormat[]; pesVersion: 1 | 6 },
): ConversionFormat[] {
  return profile.formats
    .filter((format) => format !== own)
    .map((format) => conversionFormatOf(format, profile.pesVersion));
}

/**
 * The job `stitch:convert`: writes a stitch file in every format its client's machines take, and a
 * delivered one's production worksheet, into file storage, before anyone asks (services/stitch/conversions.ts serves them from there). Formats
 * already stored are skipped, so a run that a killed worker left half done finishes the rest.
 * Returns the formats written or found stored.
 */
export async function convertForClient(
  { db, storage }: { db: Knex; storage: Storage },
  fileId: string,
): Promise<ConversionFormat[]> {
  const file = await db<FileRow>('files')
    .select('id', 'name', 'size', 'storage_key', 'created_at', 'order_id', 'owner_id', 'stitch')
    .where({ id: fileId })
    .first();
  if (!file?.stitch) return [];
  const clientId = file.order_id
    ? (await db('orders').where({ id: file.order_id }).first<{ user_id: string }>('user_id'))?.user_id
    : file.owner_id;
  if (!clientId) return [];
  const [profile, colors] = await Promise.all([machineProfileOf(db, clientId), orderColorsOfFile(db, file)]);
  const wanted = wantedConversions(file.stitch.format, profile);
  for (const conversion of wanted) await convertedDesign(storage, file, conversion, colors);
  // A delivered file's worksheet too (an upload has none).
  const sheet = await worksheetSource(db, file.id, async () => colors);
  if (sheet) await storedWorksheet(storage, sheet);
  return wanted;
}
