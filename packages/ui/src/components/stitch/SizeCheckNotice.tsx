import type { SizeCheck } from '@stitchdesk/stitch';
import { inches } from './stitch-format.ts';

function deviationText(label: string, deviation: number | null): string | null {
  if (deviation === null) return null;
  const percent = Math.abs(deviation * 100).toFixed(1);
  if (Number(percent) === 0) return `${label} as ordered`;
  return `${label} ${percent}% ${deviation > 0 ? 'larger' : 'smaller'}`;
}

/** The staff check of a stitch file's size against the order's height × width in inches. */
export function SizeCheckNotice({ check }: { check: SizeCheck | null }) {
  if (!check) {
    return <p className="text-xs text-slate-600">Size check: the order states no design size.</p>;
  }
  const ordered = `${check.orderedWidthMm === null ? '–' : inches(check.orderedWidthMm)} × ${
    check.orderedHeightMm === null ? '–' : inches(check.orderedHeightMm)
  } in`;
  const actual = `${inches(check.widthMm)} × ${inches(check.heightMm)} in`;
  const differences = [
    deviationText('width', check.widthDeviation),
    deviationText('height', check.heightDeviation),
  ]
    .filter(Boolean)
    .join(', ');
  return (
    <p
      className={`rounded-lg px-2.5 py-1.5 text-xs font-medium ${
        check.flagged ? 'bg-red-50 text-red-800' : 'bg-emerald-50 text-emerald-800'
      }`}
    >
      {check.flagged
        ? 'Size differs from the order by more than 5%: '
        : 'Size matches the order (within 5%): '}
      {actual} stitched, {ordered} ordered (W × H){differences ? ` — ${differences}` : ''}.
    </p>
  );
}
