import { useState } from 'react';

/** Shown once per launch when the token cannot be kept between sessions. */
export function KeychainNotice({ message }: { message: string }) {
  const [open, setOpen] = useState(true);
  if (!open) return null;
  return (
    <div
      role="status"
      className="fixed inset-x-4 bottom-4 z-[10000] mx-auto flex max-w-xl items-start gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900 shadow-lg"
    >
      <p className="flex-1">{message}</p>
      <button
        type="button"
        onClick={() => setOpen(false)}
        className="rounded-md border border-amber-400 px-2 py-1 font-medium hover:bg-amber-100 focus-visible:outline-2 focus-visible:outline-amber-700"
      >
        Dismiss
      </button>
    </div>
  );
}
