import { MAX_SUMMARY_STOPS } from '@stitchdesk/stitch/summary';
import { countText } from './stitch-format.ts';
import type { AllStopsControl } from './use-all-stops.ts';

const linkButton =
  'font-semibold text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500';

/**
 * "Show all 12 stops" under a colour sequence that lists the first stops only, and what fetching the
 * rest is doing. Files of more stops than a summary keeps show the ones it keeps.
 */
export function AllStopsButton({
  control,
  stops,
  listId,
  name,
}: {
  control: AllStopsControl;
  /** Every stop of the design: those listed and those omitted. */
  stops: number;
  /** The colour sequence's list, which the button lengthens. */
  listId: string;
  name: string;
}) {
  const label = control.expanded
    ? 'Show fewer stops'
    : stops > MAX_SUMMARY_STOPS
      ? `Show the first ${countText(MAX_SUMMARY_STOPS)} stops`
      : `Show all ${countText(stops)} stops`;
  return (
    <>
      <button
        type="button"
        aria-expanded={control.expanded}
        aria-controls={listId}
        aria-label={`${label} of ${name}`}
        onClick={control.toggle}
        className={linkButton}
      >
        {label}
      </button>
      {control.loading ? <span role="status">Loading the stops…</span> : null}
      {control.error ? (
        <span role="alert" className="text-red-700">
          {control.error}.{' '}
          <button type="button" onClick={control.retry} className={linkButton}>
            Try again
          </button>
        </span>
      ) : null}
    </>
  );
}
