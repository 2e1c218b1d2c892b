import type { Config } from '../config.ts';
import type { FileUrl } from '../db/rows.ts';
import { isStaffRole } from '@stitchdesk/shared';
import { readsFiles } from '../policies.ts';
import {
  fileSignerFor,
  signedLinks,
  unsignedLinker,
  type FileLinker,
  type ReceiptRef,
} from '../services/files/signing.ts';
import type { AuthUser } from '../state.ts';

export interface FileLinks {
  /** Signs links (a session, or a token allowed `files:read`). */
  signer: FileLinker;
  /** Writes links without a signature (a token without `files:read`). */
  unsigned: FileLinker;
  /** The links an answer to `user` carries: staff's say so, and are never held until paid. */
  for(user: Pick<AuthUser, 'apiToken' | 'role'>): FileUrl;
  /** The receipt links an answer to `user` carries, signed or not as `for`. */
  receipts(user: Pick<AuthUser, 'apiToken'>): (payment: ReceiptRef) => string;
}

/** The file links of this configuration's answers, signed or not by who is asking (policies.readsFiles). */
export function fileLinks(config: Config): FileLinks {
  const signer = fileSignerFor(config);
  const unsigned = unsignedLinker(config);
  const signedUrl = signedLinks(signer);
  const unsignedUrl = signedLinks(unsigned);
  const staffUrl = signedLinks(signer, undefined, { audience: 'staff' });
  return {
    signer,
    unsigned,
    for: (user) => (isStaffRole(user.role) ? staffUrl : readsFiles(user) ? signedUrl : unsignedUrl),
    receipts: (user) => (payment) =>
      readsFiles(user) ? signer.receiptUrl(payment) : unsigned.receiptUrl(payment),
  };
}
