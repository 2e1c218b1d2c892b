import { conversionFormatOf, type FileRef, type Order } from '@stitchdesk/shared';
import type { DeliveryRecipient } from '../machines/machine-profile-api.ts';
import { completedFiles, orderServiceKey, orderTitle } from '../../lib/order-data.ts';
import type { MadeEntry } from '../../lib/zip.ts';
import { buildWorksheet, worksheetName } from '../stitch/worksheet.ts';
import { deliveredStitchFiles, sheetOrderOf } from '../stitch/stitch-files.ts';

/**
 * What a client's delivery holds: every delivered file, each stitch file also in every format the
 * client's machines take (its own format is the file itself) and its production worksheet.
 */
export function deliveryEntries(
  order: Order,
  recipient: DeliveryRecipient,
  fetchFile: typeof fetch = fetch,
): (FileRef | MadeEntry)[] {
  const service = orderServiceKey(order);
  if (!service) return [];
  const { profile } = recipient;
  const stitchByUrl = new Map(deliveredStitchFiles(order).map((file) => [file.url, file]));
  const block = order[service];
  const instructions = block && 'otherInstructions' in block ? String(block.otherInstructions ?? '') : '';
  const sheetOrder = {
    ...sheetOrderOf(order, service, { orderNumber: order.number, orderTitle: orderTitle(order) }),
    clientName: recipient.name,
    instructions,
  };
  return completedFiles(order, service).flatMap((file): (FileRef | MadeEntry)[] => {
    const stitch = stitchByUrl.get(file.url);
    if (!stitch) return [file];
    const own = stitch.stitch.format;
    const conversions = profile.formats
      .filter((format) => format !== own)
      .flatMap((format) => {
        const wanted = conversionFormatOf(format, profile.pesVersion);
        const entry = stitch.stitch.formats.find((f) => f.format === wanted);
        return entry ? [{ url: entry.url, name: entry.name }] : [];
      });
    const worksheet: MadeEntry = {
      name: worksheetName(stitch.name),
      make: () => buildWorksheet(stitch, sheetOrder, profile, recipient.chart, fetchFile),
    };
    return [{ url: file.url, name: stitch.name }, ...conversions, worksheet];
  });
}
