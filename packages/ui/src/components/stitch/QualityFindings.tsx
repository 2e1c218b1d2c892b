import type { StitchInfo } from './stitch-info.ts';

const SEVERITY_TEXT = { error: 'Error', warning: 'Warning', info: 'Note' } as const;
const SEVERITY_STYLE = {
  error: 'border-red-200 bg-red-50 text-red-900',
  warning: 'border-amber-200 bg-amber-50 text-amber-900',
  info: 'border-slate-200 bg-white text-slate-700',
} as const;

/** The quality check's findings for the client's machines, errors first; nothing when there are none. */
export function QualityFindings({ qa, name }: { qa: StitchInfo['qa']; name: string }) {
  if (!qa?.length) return null;
  const order = { error: 0, warning: 1, info: 2 };
  const sorted = [...qa].sort((a, b) => order[a.severity] - order[b.severity]);
  return (
    <div>
      <h4 className="mb-1.5 text-sm font-semibold text-slate-900">Quality check</h4>
      <ul aria-label={`Quality check of ${name}`} className="flex flex-col gap-1.5 text-sm">
        {sorted.map((finding) => (
          <li
            key={`${finding.code}-${finding.format ?? ''}`}
            className={`rounded-lg border px-2.5 py-1.5 ${SEVERITY_STYLE[finding.severity]}`}
          >
            <span className="font-semibold">{SEVERITY_TEXT[finding.severity]}:</span> {finding.message}
          </li>
        ))}
      </ul>
    </div>
  );
}
