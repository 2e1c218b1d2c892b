import { MM_PER_INCH } from '@stitchdesk/stitch/size-check';
import type { StitchInfo } from './stitch-info.ts';

export function inches(mm: number): string {
  return (mm / MM_PER_INCH).toFixed(2);
}

/** "92.4 × 61.0 mm (3.64 × 2.40 in)", width first as embroidery software states it. */
export function sizeText(widthMm: number, heightMm: number): string {
  return `${widthMm.toFixed(1)} × ${heightMm.toFixed(1)} mm (${inches(widthMm)} × ${inches(heightMm)} in)`;
}

export function countText(n: number): string {
  return n.toLocaleString('en-US');
}

/** Formats that number each colour block's thread (a palette slot, a needle) without its colour. */
const NUMBERED_COLOURS: readonly string[] = ['HUS', 'SHV', 'SEW', 'U01'];

/**
 * Where the colours shown come from. Some formats (DST, EXP) hold no thread colours at all, others
 * only a number per thread, so the client must be told the swatches are the order's colours or a
 * stand-in sequence, not the file's.
 */
export function colorSourceText(stitch: Pick<StitchInfo, 'format' | 'colorSource'>): string {
  const carry = NUMBERED_COLOURS.includes(stitch.format)
    ? `${stitch.format} files number their threads but carry no colours`
    : `${stitch.format} files carry no thread colours`;
  switch (stitch.colorSource) {
    case 'order':
      return `${carry}: shown in the colours of the order.`;
    case 'default':
      return `${carry}: shown in a default sequence (Navy, Red, Gold, Green, Black, …). The machine operator picks the real threads.`;
    case 'file':
      return 'Thread colours as stored in the file.';
  }
}

/**
 * "logo.dst" → "logo-dst-approval-sheet.pdf": the format in the name, so the sheets of one design
 * delivered in two formats do not overwrite each other.
 */
export function approvalSheetName(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  const clean = (part: string) => part.replace(/[\\/]+/g, '_').trim();
  const stem = clean(dot > 0 ? fileName.slice(0, dot) : fileName) || 'design';
  const format = dot > 0 ? clean(fileName.slice(dot + 1)).toLowerCase() : '';
  return `${stem}${format ? `-${format}` : ''}-approval-sheet.pdf`;
}
