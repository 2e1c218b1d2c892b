/** The marks beside a client's name and e-mail, the same in the list and on the client page. */

export function DisabledBadge({ className = '' }: { className?: string }) {
  return (
    <span className={`rounded bg-slate-200 px-1.5 py-0.5 text-xs font-semibold text-slate-700 ${className}`}>
      Disabled
    </span>
  );
}

/** Issue 36 item 2: staff see that the client has not confirmed the address from its e-mailed link. */
export function UnconfirmedMark() {
  // Kept whole where the address beside it may break anywhere (a long e-mail on a phone).
  return <span className="ml-1 break-normal whitespace-nowrap text-amber-800">(unconfirmed)</span>;
}
