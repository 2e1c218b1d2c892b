import { findingKey, type QaFinding } from './preview/markers.ts';
import type { StitchInfo } from './stitch-info.ts';

const SEVERITY_TEXT = { error: 'Error', warning: 'Warning', info: 'Note' } as const;
const SEVERITY_STYLE = {
  error: 'border-red-200 bg-red-50 text-red-900',
  warning: 'border-amber-200 bg-amber-50 text-amber-900',
  info: 'border-slate-200 bg-white text-slate-700',
} as const;
const ORDER = { error: 0, warning: 1, info: 2 };

/** Findings errors first, then warnings, then notes. */
export function sortedFindings(qa: readonly QaFinding[]): QaFinding[] {
  return [...qa].sort((a, b) => ORDER[a.severity] - ORDER[b.severity]);
}

/**
 * The quality check's findings for the client's machines, errors first; nothing when there are
 * none. With `onMark`, a finding that has places offers to mark them on the preview.
 */
export function QualityFindings({
  qa,
  name,
  marked = null,
  onMark,
}: {
  qa: StitchInfo['qa'];
  name: string;
  /** The key (`findingKey`) of the finding marked on the preview. */
  marked?: string | null;
  onMark?: (finding: QaFinding | null) => void;
}) {
  if (!qa?.length) return null;
  return (
    <div>
      <h4 className="mb-1.5 text-sm font-semibold text-slate-900">Quality check</h4>
      <ul aria-label={`Quality check of ${name}`} className="flex flex-col gap-1.5 text-sm">
        {sortedFindings(qa).map((finding) => {
          const key = findingKey(finding);
          const pressed = marked === key;
          return (
            <li key={key} className={`rounded-lg border px-2.5 py-1.5 ${SEVERITY_STYLE[finding.severity]}`}>
              <span className="font-semibold">{SEVERITY_TEXT[finding.severity]}:</span> {finding.message}
              {onMark && finding.where.length > 0 ? (
                <button
                  type="button"
                  aria-pressed={pressed}
                  aria-label={`Mark on the preview: ${finding.message}`}
                  onClick={() => onMark(pressed ? null : finding)}
                  className="ml-2 inline-flex h-7 items-center rounded-md border border-current/30 bg-white/70 px-2 text-xs font-semibold hover:bg-white focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-500 aria-pressed:bg-white aria-pressed:ring-2 aria-pressed:ring-current"
                >
                  Mark on the preview
                </button>
              ) : null}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
