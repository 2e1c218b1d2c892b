/** Marks a Super Rush order; the word itself carries the meaning, the colour only repeats it. */
export function SuperRushBadge() {
  return (
    <span className="inline-flex items-center gap-1 whitespace-nowrap rounded-full bg-orange-50 px-2.5 py-0.5 text-xs font-bold text-orange-900 ring-1 ring-orange-300 ring-inset">
      <svg aria-hidden="true" viewBox="0 0 16 16" className="size-3" fill="currentColor">
        <path d="M9.5 1 3 9h4l-1 6 6.5-8h-4z" />
      </svg>
      Super Rush
    </span>
  );
}
