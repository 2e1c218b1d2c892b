import { useEffect, useId, useRef, useSyncExternalStore } from 'react';
import { currentBalanceQuestion, subscribeBalanceQuestion } from './confirm-balance.ts';

/**
 * The question "go on with money owed?" the order page asks before shipping, completing or
 * delivering unpaid work (see confirm-balance.ts). Mounted once on the page; shows while asked.
 */
export function BalanceConfirmDialog() {
  const question = useSyncExternalStore(subscribeBalanceQuestion, currentBalanceQuestion, () => null);
  const titleId = useId();
  const textId = useId();
  const goBack = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!question) return;
    // The safe answer first: Enter on a habit must not release unpaid work.
    goBack.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') question.answer(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [question]);

  if (!question) return null;
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-slate-900/40 p-4">
      <div
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={textId}
        className="flex w-full max-w-md flex-col gap-4 rounded-xl bg-white p-5 shadow-xl"
      >
        <h2 id={titleId} className="text-lg font-semibold text-slate-900">
          Money is still owed
        </h2>
        <p id={textId} className="text-sm text-slate-700">
          {question.message} Your confirmation is kept in the order’s history.
        </p>
        <div className="flex flex-wrap justify-end gap-2">
          <button
            ref={goBack}
            type="button"
            onClick={() => question.answer(false)}
            className="inline-flex h-10 items-center rounded-lg border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800 hover:bg-slate-50"
          >
            Go back
          </button>
          <button
            type="button"
            onClick={() => question.answer(true)}
            className="inline-flex h-10 items-center rounded-lg bg-amber-700 px-4 text-sm font-semibold text-white hover:bg-amber-800"
          >
            Continue with balance owed
          </button>
        </div>
      </div>
    </div>
  );
}
