import type { DesignSize } from '@stitchdesk/shared';

/**
 * docs/product.md §Order detail, §Revisions: design size is shown as height by width; a missing size is N/A.
 */
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
