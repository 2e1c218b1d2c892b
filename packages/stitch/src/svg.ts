import type { Design } from './model.ts';
import { traceStitches } from './trace.ts';

export interface SvgOptions {
  /** Draw only the first `upTo` stitches (sew-out playback). Default: all. */
  upTo?: number;
  /** Line width in mm; a 40-weight thread lies about 0.35 mm wide. */
  strokeWidthMm?: number;
  /** Margin around the design, mm. */
  paddingMm?: number;
  /** A fill colour behind the design (e.g. the garment colour); none when omitted. */
  background?: string;
  /** The `<title>` of the picture, read by screen readers. */
  title?: string;
}

const escapeXml = (s: string): string =>
  s.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );

export interface StitchPath {
  /** Index of the colour block, into `design.threads`. */
  block: number;
  hex: string;
  /** SVG path data in 0.1 mm units: `M` at the start, then relative `m` (after a jump) and `l` (stitches). */
  d: string;
}

export interface StitchPaths {
  paths: StitchPath[];
  /** Extent of everything drawn, 0.1 mm. */
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

/** The stitches as one path per colour block that sews something, in relative coordinates. */
export function stitchPaths(design: Design, upTo = Infinity): StitchPaths {
  const paths: StitchPath[] = [];
  let parts: string[] = [];
  let current: { block: number; hex: string } | null = null;
  let penX = 0;
  let penY = 0;
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  let afterMove = false;
  const extend = (x: number, y: number): void => {
    if (x < minX) minX = x;
    if (x > maxX) maxX = x;
    if (y < minY) minY = y;
    if (y > maxY) maxY = y;
  };
  const flush = (): void => {
    if (current && parts.length > 0) paths.push({ ...current, d: parts.join('') });
    parts = [];
  };
  traceStitches(
    design,
    {
      block(block, hex) {
        flush();
        current = { block, hex };
      },
      moveTo(x, y) {
        parts.push(parts.length === 0 ? `M${x} ${y}` : `m${x - penX} ${y - penY}`);
        extend(x, y);
        penX = x;
        penY = y;
        afterMove = true;
      },
      lineTo(x, y) {
        parts.push(afterMove ? `l${x - penX} ${y - penY}` : ` ${x - penX} ${y - penY}`);
        extend(x, y);
        penX = x;
        penY = y;
        afterMove = false;
      },
    },
    upTo,
  );
  flush();
  return { paths, minX, minY, maxX, maxY };
}

/** The design as an SVG document in its thread colours, the viewBox fitted to what is drawn. */
export function renderSvg(design: Design, options: SvgOptions = {}): string {
  const { paths, ...extent } = stitchPaths(design, options.upTo);
  const pad = Math.round((options.paddingMm ?? 2) * 10);
  const stroke = Math.max(1, Math.round((options.strokeWidthMm ?? 0.35) * 10));
  const empty = paths.length === 0;
  const minX = (empty ? 0 : extent.minX) - pad;
  const minY = (empty ? 0 : extent.minY) - pad;
  const width = (empty ? 0 : extent.maxX - extent.minX) + 2 * pad;
  const height = (empty ? 0 : extent.maxY - extent.minY) + 2 * pad;
  const out: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${minX} ${minY} ${width} ${height}" width="${width / 10}mm" height="${height / 10}mm">`,
  ];
  if (options.title) out.push(`<title>${escapeXml(options.title)}</title>`);
  if (options.background) {
    out.push(
      `<rect x="${minX}" y="${minY}" width="${width}" height="${height}" fill="${escapeXml(options.background)}"/>`,
    );
  }
  out.push(`<g fill="none" stroke-width="${stroke}" stroke-linecap="round" stroke-linejoin="round">`);
  for (const p of paths) out.push(`<path stroke="${escapeXml(p.hex)}" d="${p.d}"/>`);
  out.push('</g></svg>');
  return out.join('');
}
