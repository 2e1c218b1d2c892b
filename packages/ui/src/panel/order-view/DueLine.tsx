import { SuperRushBadge } from '../../components/workflow/SuperRushBadge.tsx';
import { formatMoment } from '../../components/workflow/format.ts';

/** "Due by …" in the client's own time, and the Super Rush mark when it was chosen; lives in a <dl>. */
export function DueLine({ dueAt, superRush }: { dueAt: string; superRush: boolean }) {
  return (
    <>
      <div className="flex items-center gap-1.5">
        <dt>Due by:</dt>
        <dd className="font-medium text-slate-800">
          <time dateTime={dueAt}>{formatMoment(dueAt)}</time>
        </dd>
      </div>
      {superRush ? (
        <div className="flex items-center">
          <dt className="sr-only">Priority:</dt>
          <dd>
            <SuperRushBadge />
          </dd>
        </div>
      ) : null}
    </>
  );
}
