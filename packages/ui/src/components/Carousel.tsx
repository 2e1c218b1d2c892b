import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';

/** Index `index` brought into 0..count-1, wrapping past either end. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}

/**
 * `<Carousel items={list} label="Testimonials" itemName={(t) => t.name} renderItem={(t) => …} />` —
 * one slide at a time, previous/next arrows and one dot per slide. The index steps by one and wraps
 * from last to first and first to last. Arrow keys work while focus is inside.
 */
export function Carousel<T>({
  items,
  renderItem,
  label,
  itemName,
}: {
  items: readonly T[];
  renderItem: (item: T, index: number) => ReactNode;
  /** Accessible name of the whole carousel. */
  label: string;
  /** Names a slide for its dot button ("Show testimonial from …"); defaults to its number. */
  itemName?: (item: T, index: number) => string;
}) {
  const [index, setIndex] = useState(0);
  const slideId = useId();
  const count = items.length;
  const go = (next: number) => setIndex(wrapIndex(next, count));

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'ArrowLeft') go(index - 1);
    else if (event.key === 'ArrowRight') go(index + 1);
    else return;
    event.preventDefault();
  }

  if (count === 0) return null;
  const current = items[index];

  return (
    <section aria-roledescription="carousel" aria-label={label} onKeyDown={onKeyDown} className="relative">
      <div
        id={slideId}
        role="group"
        aria-roledescription="slide"
        aria-label={`${index + 1} of ${count}`}
        aria-live="polite"
      >
        {renderItem(current, index)}
      </div>
      <div className="mt-8 flex items-center justify-center gap-5">
        <ArrowButton direction="previous" controls={slideId} onClick={() => go(index - 1)} />
        <div className="flex items-center gap-2">
          {items.map((item, i) => (
            <button
              key={i}
              type="button"
              aria-label={itemName ? `Show ${itemName(item, i)}` : `Show slide ${i + 1}`}
              aria-current={i === index ? 'true' : undefined}
              aria-controls={slideId}
              onClick={() => go(i)}
              className="grid size-6 place-items-center rounded-full"
            >
              <span
                aria-hidden="true"
                className={`block h-2.5 rounded-full transition-all ${
                  i === index ? 'w-6 bg-brand-600' : 'w-2.5 bg-slate-300 hover:bg-slate-400'
                }`}
              />
            </button>
          ))}
        </div>
        <ArrowButton direction="next" controls={slideId} onClick={() => go(index + 1)} />
      </div>
    </section>
  );
}

function ArrowButton({
  direction,
  controls,
  onClick,
}: {
  direction: 'previous' | 'next';
  controls: string;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      aria-label={direction === 'previous' ? 'Previous' : 'Next'}
      aria-controls={controls}
      onClick={onClick}
      className="grid size-11 place-items-center rounded-full border border-slate-300 bg-white text-slate-700 shadow-sm transition-colors hover:border-brand-500 hover:text-brand-700"
    >
      <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-5">
        {direction === 'previous' ? (
          <path d="M12.7 4.3a1 1 0 0 1 0 1.4L8.4 10l4.3 4.3a1 1 0 0 1-1.4 1.4l-5-5a1 1 0 0 1 0-1.4l5-5a1 1 0 0 1 1.4 0z" />
        ) : (
          <path d="M7.3 4.3a1 1 0 0 1 1.4 0l5 5a1 1 0 0 1 0 1.4l-5 5a1 1 0 0 1-1.4-1.4l4.3-4.3-4.3-4.3a1 1 0 0 1 0-1.4z" />
        )}
      </svg>
    </button>
  );
}
