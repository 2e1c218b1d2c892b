import type { ReactNode } from 'react';
import { Button } from './Button.tsx';

/**
 * The "are you sure?" step of removing something: a group named by `question`, the text of the
 * question when given, a red confirm button (saying `pendingLabel` while the removal runs, if given)
 * and "Keep" to step back. `inline` keeps it in a row of buttons (a span that does not wrap).
 */
export function ConfirmRemoval({
  question,
  children,
  confirmLabel,
  pendingLabel,
  pending,
  onConfirm,
  onKeep,
  inline = false,
}: {
  question: string;
  children?: ReactNode;
  confirmLabel: string;
  pendingLabel?: string;
  pending: boolean;
  onConfirm: () => void;
  onKeep: () => void;
  inline?: boolean;
}) {
  const content = (
    <>
      {children ? <span className="text-sm text-slate-700">{children}</span> : null}
      <Button size="sm" disabled={pending} onClick={onConfirm} className="bg-red-600 hover:bg-red-700">
        {pending && pendingLabel ? pendingLabel : confirmLabel}
      </Button>
      <Button variant="ghost" size="sm" onClick={onKeep}>
        Keep
      </Button>
    </>
  );
  return inline ? (
    <span role="group" aria-label={question} className="flex items-center gap-2">
      {content}
    </span>
  ) : (
    <div role="group" aria-label={question} className="flex flex-wrap items-center gap-2">
      {content}
    </div>
  );
}
