import { createHmac, createSecretKey, hkdfSync, timingSafeEqual } from 'node:crypto';
import { API_PREFIX } from '@stitchdesk/shared';
import type { FileRow, FileUrl, OrderRow } from '../../db/rows.ts';
import { LRUCache } from 'lru-cache';

/** A signed file URL stays valid at least this long. */
export const FILE_URL_VALIDITY_SECONDS = 7 * 24 * 60 * 60;
/**
 * Expiry times are rounded up to whole buckets, so the same order JSON is byte-identical across polls
 * within a bucket (ETag and HTTP caches keep working); a URL lives between 7 and 8 days.
 */
export const FILE_URL_BUCKET_SECONDS = 24 * 60 * 60;

/**
 * HMAC-SHA256 truncated to 128 bits (22 base64url characters): ample for URLs that expire within
 * days, and each URL in a long order list is 21 characters of incompressible text shorter.
 */
const SIGNATURE_BYTES = 16;
const SIGNATURE = /^[A-Za-z0-9_-]{22}$/;

/**
 * Signatures one signer remembers: about 130 bytes of heap each, which the heap's growth multiplies.
 * An order list signs without remembering (its cache keeps the encoded list, links and all), so
 * these are what single answers ask for again: an order, its messages, a staff page.
 */
const SIGNATURES_KEPT = 10_000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface SignedFileRef {
  id: string;
  name: string;
}

/**
 * `remember: false` signs without keeping the signature (an order list keeps its links in its own
 * cache: thousands of them would only push out the signatures other answers ask for again).
 */
export interface SigningOptions {
  remember?: boolean;
  /**
   * Who the link is for. `staff`: a link from a staff answer, never held until paid (issue 35). The
   * URL says so (`aud=staff`) and the signature covers it, so a client cannot add it to their own link.
   */
  audience?: FileAudience;
}

/** The audiences a file link may name besides the client's (the default, named by nothing). */
export const FILE_AUDIENCES = ['staff'] as const;
export type FileAudience = (typeof FILE_AUDIENCES)[number];

export interface FileUrlSigner {
  /** The absolute, signed URL of a stored file: `${PUBLIC_URL}/api/v1/files/:id/:name?exp&sig`. */
  url(file: SignedFileRef, now?: Date, options?: SigningOptions): string;
  /**
   * True when `sig` was made by this signer for `fileId`, `exp` and `audience` (none: the client's
   * link), and `exp` has not passed.
   */
  verify(fileId: string, exp: unknown, sig: unknown, now?: Date, audience?: FileAudience): boolean;
  /** The absolute, signed URL of an order's invoice PDF: `${PUBLIC_URL}/api/v1/invoices/:orderId/:name?exp&sig`. */
  invoiceUrl(order: { id: string; number: number }, now?: Date, options?: SigningOptions): string;
  /** True when `sig` was made by `invoiceUrl` for `orderId` and `exp`, and `exp` has not passed. */
  verifyInvoice(orderId: string, exp: unknown, sig: unknown, now?: Date): boolean;
  /** The absolute, signed URL of a payment's receipt PDF: `${PUBLIC_URL}/api/v1/receipts/:paymentId/:name?exp&sig`. */
  receiptUrl(payment: ReceiptRef, now?: Date, options?: SigningOptions): string;
  /** True when `sig` was made by `receiptUrl` for `paymentId` and `exp`, and `exp` has not passed. */
  verifyReceipt(paymentId: string, exp: unknown, sig: unknown, now?: Date): boolean;
}

/** What names a receipt: the payment, and for its file name the order's number and the payment's place in its ledger. */
export interface ReceiptRef {
  id: string;
  number: number;
  sequence: number;
}

/** What an invoice signature signs: never a file id (those are bare UUIDs), so neither opens the other. */
const invoiceSubject = (orderId: string) => `invoice:${orderId.toLowerCase()}`;

/** The invoice's file name, for people and saved files. */
export const invoiceFileName = (number: number) => `invoice-${number}.pdf`;

/** What a staff link's signature signs: not the file id alone, so a client's link cannot pass as one. */
const staffFileSubject = (fileId: string) => `staff:${fileId.toLowerCase()}`;

/** A receipt signature signs neither a file id nor an invoice's subject. */
const receiptSubject = (paymentId: string) => `receipt:${paymentId.toLowerCase()}`;

/** The receipt's number as people quote it: the order's number and the payment's place in its ledger ("1042-2"). */
export const receiptNumber = (number: number, sequence: number) => `${number}-${sequence}`;

/** The receipt's file name, for people and saved files. */
export const receiptFileName = (number: number, sequence: number) =>
  `receipt-${receiptNumber(number, sequence)}.pdf`;

export function fileUrlExpiry(now: Date = new Date()): number {
  const earliest = Math.floor(now.getTime() / 1000) + FILE_URL_VALIDITY_SECONDS;
  return Math.ceil(earliest / FILE_URL_BUCKET_SECONDS) * FILE_URL_BUCKET_SECONDS;
}

/**
 * Signs file URLs with a key derived from the JWT secret (HKDF with its own label, so a file
 * signature can never be replayed as anything else).
 */
export function createFileUrlSigner({
  secret,
  publicUrl,
}: {
  secret: string;
  /** The absolute base; a function is read at each use (a test server learns its port late). */
  publicUrl: string | (() => string);
}): FileUrlSigner {
  // A KeyObject, not a Buffer: createHmac prepares a Buffer key anew on every call (~6× slower),
  // and an order list signs one URL per file.
  const key = createSecretKey(
    Buffer.from(hkdfSync('sha256', secret, 'stitchdesk', 'file-url-signature v1', 32)),
  );
  // Trimmed once per distinct value, not per URL: a 10,000-order list asks for 12,500 URLs.
  let rawBase: string | undefined;
  let trimmedBase = '';
  const baseUrl = () => {
    const raw = typeof publicUrl === 'string' ? publicUrl : publicUrl();
    if (raw !== rawBase) {
      rawBase = raw;
      trimmedBase = raw.replace(/\/+$/, '');
    }
    return trimmedBase;
  };
  const sign = (fileId: string, exp: number) =>
    createHmac('sha256', key)
      .update(`${fileId}\n${exp}`)
      .digest()
      .subarray(0, SIGNATURE_BYTES)
      .toString('base64url');
  // Expiries move once a day, so an order's page (or a staff list) asks for the same signatures on
  // every load; remembering them spares one HMAC per file. Least recently used forgotten first.
  const signatures = new LRUCache<string, string>({ max: SIGNATURES_KEPT });
  const signature = (fileId: string, exp: number, { remember = true }: SigningOptions = {}) => {
    if (!remember) return sign(fileId, exp);
    const message = `${fileId}\n${exp}`;
    let sig = signatures.get(message);
    if (sig === undefined) {
      sig = sign(fileId, exp);
      signatures.set(message, sig);
    }
    return sig;
  };

  const verifySubject = (subject: string, exp: unknown, sig: unknown, now = new Date()) => {
    if (typeof exp !== 'string' || !/^\d{1,12}$/.test(exp)) return false;
    if (typeof sig !== 'string' || !SIGNATURE.test(sig)) return false;
    const expSeconds = Number(exp);
    if (expSeconds * 1000 <= now.getTime()) return false;
    // Not through the cache: what arrives here is chosen by whoever sends the request.
    const expected = Buffer.from(sign(subject, expSeconds));
    const given = Buffer.from(sig);
    return given.length === expected.length && timingSafeEqual(given, expected);
  };

  return {
    url(file, now, options) {
      const exp = fileUrlExpiry(now);
      const name = encodeURIComponent(file.name);
      const staff = options?.audience === 'staff';
      const sig = signature(staff ? staffFileSubject(file.id) : file.id, exp, options);
      return `${baseUrl()}${API_PREFIX}/files/${file.id}/${name}?exp=${exp}${staff ? '&aud=staff' : ''}&sig=${sig}`;
    },

    invoiceUrl(order, now, options) {
      const exp = fileUrlExpiry(now);
      const name = encodeURIComponent(invoiceFileName(order.number));
      const sig = signature(invoiceSubject(order.id), exp, options);
      return `${baseUrl()}${API_PREFIX}/invoices/${order.id}/${name}?exp=${exp}&sig=${sig}`;
    },

    verifyInvoice(orderId, exp, sig, now) {
      return verifySubject(invoiceSubject(orderId), exp, sig, now);
    },

    receiptUrl(payment, now, options) {
      const exp = fileUrlExpiry(now);
      const name = encodeURIComponent(receiptFileName(payment.number, payment.sequence));
      const sig = signature(receiptSubject(payment.id), exp, options);
      return `${baseUrl()}${API_PREFIX}/receipts/${payment.id}/${name}?exp=${exp}&sig=${sig}`;
    },

    verifyReceipt(paymentId, exp, sig, now) {
      return verifySubject(receiptSubject(paymentId), exp, sig, now);
    },

    verify(fileId, exp, sig, now, audience) {
      return verifySubject(audience === 'staff' ? staffFileSubject(fileId) : fileId, exp, sig, now);
    },
  };
}

/**
 * The file id in one of our file URLs (absolute or relative), or null when `url` is not one. Only
 * the path counts: the host may differ (PUBLIC_URL changed, a proxy) without changing the file.
 */
export function fileIdFromUrl(url: string): string | null {
  let pathname: string;
  try {
    pathname = new URL(url, 'http://relative.invalid').pathname;
  } catch {
    return null;
  }
  const prefix = `${API_PREFIX}/files/`;
  if (!pathname.startsWith(prefix)) return null;
  const [id, name, ...rest] = pathname.slice(prefix.length).split('/');
  if (!UUID.test(id) || !name || rest.length > 0) return null;
  return id.toLowerCase();
}

/** What a presenter needs of a signer: the links it writes. */
export type FileLinker = Pick<FileUrlSigner, 'url' | 'invoiceUrl' | 'receiptUrl'>;

/**
 * The links of files and invoices without a signature: what an API token without `files:read` is
 * answered (an order's files stay named and referable, e.g. as a revision's attachment, but opening
 * one takes a bearer token allowed to read files).
 */
export function unsignedLinker(config: { publicUrl: string }): FileLinker {
  const base = () => config.publicUrl.replace(/\/+$/, '');
  return {
    url: (file) => `${base()}${API_PREFIX}/files/${file.id}/${encodeURIComponent(file.name)}`,
    invoiceUrl: (order) =>
      `${base()}${API_PREFIX}/invoices/${order.id}/${encodeURIComponent(invoiceFileName(order.number))}`,
    receiptUrl: (payment) =>
      `${base()}${API_PREFIX}/receipts/${payment.id}/${encodeURIComponent(receiptFileName(payment.number, payment.sequence))}`,
  };
}

/** The signer for this configuration (key from JWT_SECRET, URLs under PUBLIC_URL). */
export function fileSignerFor(config: { jwtSecret: string; publicUrl: string }): FileUrlSigner {
  return createFileUrlSigner({ secret: config.jwtSecret, publicUrl: () => config.publicUrl });
}

/** The signed links of `signer`, dated `now` when given (a list signs all its links at one moment). */
export function signedLinks(signer: FileLinker, now?: Date, options?: SigningOptions): FileUrl {
  return Object.assign((file: Pick<FileRow, 'id' | 'name'>) => signer.url(file, now, options), {
    invoice: (order: Pick<OrderRow, 'id' | 'number'>) => signer.invoiceUrl(order, now, options),
  });
}
