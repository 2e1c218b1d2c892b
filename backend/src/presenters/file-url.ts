import type { FileRow, OrderRow } from '../db/rows.ts';
import type { FileUrlSigner } from '../services/files/signing.ts';

/**
 * Turns a stored file into its absolute signed URL (see services/files/signing.ts); `invoice` gives
 * an order's signed invoice link, from the same signer and with the same expiry.
 */
export type FileUrl = ((file: Pick<FileRow, 'id' | 'name'>) => string) & {
  invoice(order: Pick<OrderRow, 'id' | 'number'>): string;
};

/** The signed links of `signer`, dated `now` when given (a list signs all its links at one moment). */
export function signedLinks(signer: FileUrlSigner, now?: Date): FileUrl {
  return Object.assign((file: Pick<FileRow, 'id' | 'name'>) => signer.url(file, now), {
    invoice: (order: Pick<OrderRow, 'id' | 'number'>) => signer.invoiceUrl(order, now),
  });
}
