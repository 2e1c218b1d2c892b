import type { StoredBlock } from '@stitchdesk/shared';
import { checkSize, MM_PER_INCH, type SizeCheck } from '@stitchdesk/stitch';
import type { Knex } from 'knex';
import type { FileRow, OrderRow } from '../../db/rows.ts';
import { HttpError } from '../../errors.ts';
import { orderBlock } from '../../db/stored-block.ts';

/** A delivered stitch file whose stitched size is more than 5% off the order's design size. */
export interface SizeMismatch {
  file: Pick<FileRow, 'id' | 'name'>;
  check: SizeCheck;
  ordered: { widthIn: number; heightIn: number };
}

const inches = (n: number) => Number(n.toFixed(2)).toString();
const mm = (n: number) => Number(n.toFixed(1)).toString();

function describe({ check, ordered }: SizeMismatch): { actual: string; asked: string } {
  return {
    actual: `${inches(check.widthMm / MM_PER_INCH)} × ${inches(check.heightMm / MM_PER_INCH)} in (${mm(check.widthMm)} × ${mm(check.heightMm)} mm)`,
    asked: `${inches(ordered.widthIn)} × ${inches(ordered.heightIn)} in (${mm(ordered.widthIn * MM_PER_INCH)} × ${mm(ordered.heightIn * MM_PER_INCH)} mm)`,
  };
}

/** Why a delivery was refused: the file, its size and the ordered size, width × height. */
export function sizeMismatchMessage(mismatch: SizeMismatch): string {
  const { actual, asked } = describe(mismatch);
  return `${mismatch.file.name} is ${actual} but the order asks for ${asked} (width × height). Confirm the size to deliver it anyway.`;
}

/** The history line of a delivery made despite the mismatch (the event records who). */
export function sizeConfirmedNote(mismatch: SizeMismatch): string {
  const { actual, asked } = describe(mismatch);
  return `Size difference confirmed for ${mismatch.file.name}: the file is ${actual}, the order asks for ${asked} (width × height).`;
}

/** The order's design size in inches, when it states one (digitizing, vector, patches). */
function orderedSize(block: StoredBlock): { widthIn: number; heightIn: number } | null {
  const size = 'designSize' in block ? block.designSize : null;
  return size && size.width > 0 && size.height > 0 ? { widthIn: size.width, heightIn: size.height } : null;
}

/** The stitch files among `files` whose size is flagged against the order's design size. */
export function sizeMismatches(
  order: Pick<OrderRow, 'service_type' | 'details'>,
  files: readonly Pick<FileRow, 'id' | 'name' | 'stitch'>[],
): SizeMismatch[] {
  const ordered = orderedSize(orderBlock(order));
  if (!ordered) return [];
  return files.flatMap((file) => {
    if (!file.stitch) return [];
    const check = checkSize(file.stitch, ordered);
    return check.flagged ? [{ file: { id: file.id, name: file.name }, check, ordered }] : [];
  });
}

/**
 * The staff check before delivery: a stitch file more than 5% off the ordered size in either
 * dimension is refused with 409 unless its id is in `confirmed`. Returns the history lines of the
 * confirmed ones.
 */
export async function checkDeliverySizes(
  trx: Knex.Transaction,
  order: Pick<OrderRow, 'service_type' | 'details'>,
  /** As the request listed them (lower case): error details point at their positions. */
  fileIds: readonly string[],
  confirmed: readonly string[],
): Promise<string[]> {
  const files = await trx<FileRow>('files')
    .select('id', 'name', 'stitch')
    .whereIn('id', [...fileIds])
    .whereNotNull('stitch');
  const found = sizeMismatches(order, files).sort(
    (a, b) => fileIds.indexOf(a.file.id) - fileIds.indexOf(b.file.id),
  );
  const accepted = new Set(confirmed.map((id) => id.toLowerCase()));
  const unconfirmed = found.filter((m) => !accepted.has(m.file.id));
  if (unconfirmed.length > 0) {
    throw new HttpError(409, sizeMismatchMessage(unconfirmed[0]), {
      details: unconfirmed.map((m) => ({
        path: `fileIds.${fileIds.indexOf(m.file.id)}`,
        message: sizeMismatchMessage(m),
      })),
    });
  }
  return found.map(sizeConfirmedNote);
}
