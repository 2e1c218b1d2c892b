import type { QaFinding, SewSettings } from '@stitchdesk/stitch';
import { sewOutFacts } from '@stitchdesk/stitch/sew-estimate';
import { sewCountsOf } from '@stitchdesk/stitch/summary';
import { CheckboxField } from '../CheckboxField.tsx';
import { DroppedFileFindings } from './DroppedFileFindings.tsx';
import type { DroppedStitchFile } from './read-dropped-file.ts';
import { SizeCheckNotice } from './SizeCheckNotice.tsx';
import { StitchFacts } from './StitchFacts.tsx';

/**
 * Under a file dropped for delivery: its stitch facts, the size check, the quality check for the
 * client's machines and, when the size is off by more than 5% or the check found an error, the
 * confirmation staff must give to deliver it anyway.
 */
export function DroppedFileCheck({
  name,
  result,
  serverMessage,
  findings = null,
  sew,
  confirmed,
  onConfirm,
  disabled,
}: {
  name: string;
  result: DroppedStitchFile | null;
  /** The API's refusal, for a file flagged by the API and not by this browser. */
  serverMessage?: string;
  /** The quality check's findings, once the client's machines are known. */
  findings?: QaFinding[] | null;
  /** The client's machines, for the sew-out estimate the order page will give (defaults until known). */
  sew?: SewSettings | null;
  confirmed: boolean;
  onConfirm: (value: boolean) => void;
  disabled?: boolean;
}) {
  const qualityErrors = findings?.some((finding) => finding.severity === 'error') ?? false;
  return (
    <div className="mt-2 flex flex-col gap-2 border-t border-slate-100 pt-2">
      {result ? (
        <>
          <SizeCheckNotice check={result.check} />
          <details className="text-sm">
            <summary className="cursor-pointer text-xs font-semibold text-brand-700">
              Stitch facts of {name}
            </summary>
            <div className="mt-2">
              <StitchFacts
                stitch={{
                  ...result.summary,
                  ...sewOutFacts(sewCountsOf(result.summary), result.summary.stops, sew ?? undefined),
                }}
                name={name}
              />
            </div>
          </details>
        </>
      ) : null}
      {result && findings ? (
        <DroppedFileFindings design={result.design} name={name} findings={findings} />
      ) : null}
      {serverMessage ? (
        <p className="rounded-lg bg-red-50 px-2.5 py-1.5 text-xs font-medium text-red-800">{serverMessage}</p>
      ) : null}
      {result?.check?.flagged || serverMessage || qualityErrors ? (
        <CheckboxField
          label={
            serverMessage || qualityErrors
              ? `Deliver ${name} anyway: I checked what is reported above (recorded in the order history)`
              : `Deliver ${name} anyway: I checked the size difference (recorded in the order history)`
          }
          checked={confirmed}
          disabled={disabled}
          onChange={onConfirm}
        />
      ) : null}
    </div>
  );
}
