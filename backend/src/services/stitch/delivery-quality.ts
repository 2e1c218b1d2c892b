import type { QaFinding } from '@stitchdesk/stitch';
import type { Knex } from 'knex';
import type { FileRow, OrderRow } from '../../db/rows.ts';
import { HttpError } from '../../errors.ts';
import type { Storage } from '../files/storage/types.ts';
import { machineProfileOf, qualityOptionsOf } from '../machines/profile.ts';
import { readableSize, readStoredBytes, withReadSlot } from './read-stored.ts';
import { checkQualityOffThread } from './stitch-thread-pool.ts';

interface Checked {
  file: Pick<FileRow, 'id' | 'name'>;
  errors: QaFinding[];
}

const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

/** Why a delivery was refused: the file and its quality errors for the client's machines. */
export function qualityErrorMessage({ file, errors }: Checked): string {
  return `${file.name} has ${errors.length === 1 ? 'a quality error' : 'quality errors'} for the client's machines: ${errors.map((e) => sentence(e.message)).join(' ')} Confirm to deliver it anyway.`;
}

/** The history line of a delivery made despite the errors (the event records who). */
export function qualityConfirmedNote({ file, errors }: Checked): string {
  return `Quality errors confirmed for ${file.name}: ${errors.map((e) => sentence(e.message)).join(' ')}`;
}

/**
 * The staff check before delivery: each stitch file is checked for the client's machines (their
 * formats, hoop and needles) and the findings stored in its summary (`qa`), so the client, the
 * worksheet and the console show them. A file with an "error" finding is refused with 409 unless
 * its id is in `confirmed`. Returns the history lines of the confirmed ones.
 */
export async function checkDeliveryQuality(
  trx: Knex.Transaction,
  storage: Storage,
  order: Pick<OrderRow, 'user_id'>,
  /** As the request listed them (lower case): error details point at their positions. */
  fileIds: readonly string[],
  confirmed: readonly string[],
): Promise<string[]> {
  const files = await trx<FileRow>('files')
    .select('id', 'name', 'size', 'storage_key')
    .whereIn('id', [...fileIds])
    .whereNotNull('stitch');
  if (files.length === 0) return [];
  const options = qualityOptionsOf(await machineProfileOf(trx, order.user_id));
  const checked: Checked[] = [];
  for (const file of files) {
    if (!readableSize(file)) continue;
    const findings = await withReadSlot(async () =>
      checkQualityOffThread(await readStoredBytes(storage, file), file.name, options),
    );
    if (!findings) continue;
    await trx('files')
      .where({ id: file.id })
      .update({ stitch: trx.raw(`jsonb_set(stitch, '{qa}', ?::jsonb)`, [JSON.stringify(findings)]) });
    const errors = findings.filter((f) => f.severity === 'error');
    if (errors.length > 0) checked.push({ file: { id: file.id, name: file.name }, errors });
  }
  checked.sort((a, b) => fileIds.indexOf(a.file.id) - fileIds.indexOf(b.file.id));
  const accepted = new Set(confirmed.map((id) => id.toLowerCase()));
  const unconfirmed = checked.filter((c) => !accepted.has(c.file.id));
  if (unconfirmed.length > 0) {
    throw new HttpError(409, qualityErrorMessage(unconfirmed[0]), {
      details: unconfirmed.map((c) => ({
        // `.quality` tells this refusal from the size check's (`fileIds.<n>`): each has its own confirmation.
        path: `fileIds.${fileIds.indexOf(c.file.id)}.quality`,
        message: qualityErrorMessage(c),
      })),
    });
  }
  return checked.map(qualityConfirmedNote);
}
