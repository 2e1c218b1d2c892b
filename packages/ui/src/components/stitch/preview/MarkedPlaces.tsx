import { countText } from '../stitch-format.ts';
import { placeLabel, type QaFinding } from './markers.ts';

/**
 * The places of the finding marked on the preview, as buttons: focusing or pressing one fills its
 * marker, so each place is reachable by keyboard and named for a screen reader.
 */
export function MarkedPlaces({
  finding,
  name,
  active,
  onActive,
}: {
  finding: QaFinding;
  name: string;
  active: number | null;
  onActive: (index: number | null) => void;
}) {
  if (finding.where.length === 0) return null;
  return (
    <div className="text-xs text-slate-700">
      <p className="font-semibold">
        Marked on the preview
        {finding.count > finding.where.length
          ? ` (the first ${countText(finding.where.length)} of ${countText(finding.count)})`
          : ''}
        :
      </p>
      <ul aria-label={`Marked places of ${name}`} className="mt-1 flex flex-wrap gap-1">
        {finding.where.map((place, index) => (
          <li key={index}>
            <button
              type="button"
              aria-pressed={active === index}
              onClick={() => onActive(active === index ? null : index)}
              onFocus={() => onActive(index)}
              className="rounded border border-red-200 bg-white px-1.5 py-0.5 font-medium text-red-800 hover:border-red-400 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-red-600 aria-pressed:bg-red-50"
            >
              {placeLabel(place)}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
