import { useId } from 'react';
import { useHotFolderOrders } from './HotFolderOrdersProvider.tsx';

/** Part of the Incoming artwork tray: files in preset folders, "Place all (N)" and the progress. */
export function HotFolderOrders() {
  const { available, waiting, placeAll, progress } = useHotFolderOrders();
  const progressId = useId();
  if (!available || (waiting.length === 0 && progress.total === 0)) return null;
  const done = progress.placed + progress.failed;
  return (
    <div className="mt-2 flex flex-col gap-2">
      {waiting.length > 0 ? (
        <>
          <p className="text-xs text-brand-100">
            {waiting.length === 1 ? '1 file' : `${waiting.length} files`} in preset folders, each to become an
            order.
          </p>
          <button
            type="button"
            onClick={placeAll}
            className="rounded-lg bg-white px-3 py-1.5 text-sm font-semibold text-brand-800 hover:bg-brand-50"
          >
            Place all ({waiting.length})
          </button>
        </>
      ) : null}
      {progress.total > 0 ? (
        <div className="flex flex-col gap-1">
          <label htmlFor={progressId} className="text-xs text-brand-100">
            Orders from preset folders
          </label>
          <progress id={progressId} max={progress.total} value={done} className="h-2 w-full accent-white" />
          <p role="status" aria-live="polite" className="text-xs text-white">
            {progress.pending > 0
              ? `Placing: ${progress.placed} of ${progress.total} placed`
              : `Placed ${progress.placed} of ${progress.total}`}
            {progress.failed > 0 ? `; ${progress.failed} failed (see the Failed folder)` : ''}
          </p>
        </div>
      ) : null}
    </div>
  );
}
