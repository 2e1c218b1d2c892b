import type { NextStep } from '@stitchdesk/shared';

/**
 * What one move needs, as the server checks it: "Proof approved ✓", "Deposit paid ✗ $75.00 owed".
 * The mark is repeated in words for screen readers, so colour and symbol are never the only sign.
 */
export function NextStepChecklist({ step, id }: { step: NextStep; id: string }) {
  if (step.requirements.length === 0) return null;
  return (
    <ul id={id} className="flex flex-col gap-1 text-sm" aria-label={`What ${step.status} needs`}>
      {step.requirements.map((r) => (
        <li key={r.label} className="flex flex-wrap items-baseline gap-x-1.5">
          <span aria-hidden="true" className={r.met ? 'font-bold text-green-700' : 'font-bold text-red-700'}>
            {r.met ? '✓' : '✗'}
          </span>
          <span className="text-slate-900">{r.label}</span>
          <span className="sr-only">{r.met ? '(done)' : '(missing)'}</span>
          {r.detail ? <span className="text-slate-600">— {r.detail}</span> : null}
        </li>
      ))}
    </ul>
  );
}
