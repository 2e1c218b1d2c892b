import type { DesignSize } from '@stitchdesk/shared';

/**
 * A date in the reader's local format. A bare `YYYY-MM-DD` is a calendar day, so it is read as
 * local midnight (parsing it as UTC would show the previous day west of Greenwich).
 */
export function formatLocalDate(value: string | null | undefined): string {
  if (!value) return 'N/A';
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const date = day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toLocaleDateString();
}

/** Spec §2: design size is shown as height by width; a missing size is N/A. */
export function formatDesignSize(size: Partial<DesignSize> | null | undefined): string {
  if (
    !size ||
    size.height === undefined ||
    size.height === null ||
    size.width === undefined ||
    size.width === null
  )
    return 'N/A';
  return `${size.height} × ${size.width} in (height × width)`;
}

export function orDash(value: string | number | null | undefined): string {
  return value === null || value === undefined || value === '' ? 'N/A' : String(value);
}
