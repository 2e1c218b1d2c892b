import { formatDate, formatDateTime } from '@stitchdesk/shared';

/*
 * The one way the UI writes dates (the shared Intl formatter, in the reader's time zone):
 * "Dec 16, 2026" and "Dec 7, 2026, 11:59 PM". A calendar day (`YYYY-MM-DD`) is that day anywhere.
 */
export { formatDate, formatDateTime };

/** A date or "N/A" for a missing one (the spec's word for an empty detail). */
export function formatDateOrNA(value: string | null | undefined): string {
  return value ? formatDate(value) : 'N/A';
}

/** A long hash as people compare it: its kind and first characters ("sha256:08ef9a14…"). */
export function shortHash(hash: string, keep = 8): string {
  const [kind, value] = hash.includes(':') ? hash.split(':', 2) : ['', hash];
  const short = value.length > keep ? `${value.slice(0, keep)}…` : value;
  return kind ? `${kind}:${short}` : short;
}

/** A file's size as people read it: "820 B", "14.2 KB", "3.1 MB". */
export function formatFileSize(size: number): string {
  if (size < 1024) return `${size} B`;
  if (size < 1024 * 1024) return `${(size / 1024).toFixed(1)} KB`;
  return `${(size / 1024 / 1024).toFixed(1)} MB`;
}
