import {
  conversionFormatOf,
  worksheetFileName,
  type FileRef,
  type MachineProfile,
  type Order,
} from '@stitchdesk/shared';
import { completedFiles, orderServiceKey } from '../../lib/order-data.ts';
import { worksheetUrlOf } from '../stitch/worksheet.ts';
import { deliveredStitchFiles } from '../stitch/stitch-files.ts';

/**
 * What a client's delivery holds: every delivered file, each stitch file also in every format the
 * client's machines take (its own format is the file itself) and its production worksheet (unless
 * that could not be made).
 */
export function deliveryEntries(order: Order, profile: MachineProfile): FileRef[] {
  const service = orderServiceKey(order);
  if (!service) return [];
  const stitchByUrl = new Map(deliveredStitchFiles(order).map((file) => [file.url, file]));
  return completedFiles(order, service).flatMap((file): FileRef[] => {
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
    // A worksheet that could not be made is not asked for: the file's card says why.
    const worksheet = stitch.stitch.worksheetFailure
      ? []
      : [{ url: worksheetUrlOf(file.url), name: worksheetFileName(stitch.name) }];
    return [{ url: file.url, name: stitch.name }, ...conversions, ...worksheet];
  });
}
