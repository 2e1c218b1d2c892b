import { useId } from 'react';
import { usePrefersReducedMotion } from '../use-reduced-motion.ts';
import { SewOutFrame } from './SewOutFrame.tsx';
import type { StitchInfo } from './stitch-info.ts';
import { countText } from './stitch-format.ts';
import { useSewOut } from './use-sew-out.ts';
import { MAX_SCALE, MIN_SCALE, useZoomPan } from './use-zoom-pan.ts';

const control =
  'inline-flex h-9 min-w-9 items-center justify-center rounded-lg border border-slate-300 bg-white px-2.5 text-sm font-semibold text-slate-800 hover:border-brand-400 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 disabled:cursor-not-allowed disabled:opacity-50';

/**
 * The rendered design (the API's preview picture, jumps already left out by the renderer) with zoom
 * and pan, and an optional stitch-by-stitch sew-out that reads the file itself.
 */
export function StitchPreview({ file, stitch }: { file: { url: string; name: string }; stitch: StitchInfo }) {
  const hintId = useId();
  const sliderId = useId();
  const { view, viewport, zoomIn, zoomOut, reset, handlers } = useZoomPan();
  const reducedMotion = usePrefersReducedMotion();
  const sewOut = useSewOut(file, stitch, reducedMotion);
  const { state } = sewOut;

  return (
    <div className="flex flex-col gap-2">
      <div
        ref={viewport}
        role="group"
        tabIndex={0}
        aria-label={`Preview of ${file.name}`}
        aria-describedby={hintId}
        {...handlers}
        className="relative aspect-square w-full cursor-grab touch-none overflow-hidden rounded-xl border border-slate-200 bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 active:cursor-grabbing"
      >
        <div
          className="size-full p-3"
          style={{
            transform: `translate(${view.x}px, ${view.y}px) scale(${view.scale})`,
            transformOrigin: 'center',
          }}
        >
          {state.phase === 'ready' ? (
            <SewOutFrame
              render={state.render}
              upTo={state.upTo}
              alt={`${file.name} sewn out to stitch ${countText(state.upTo)} of ${countText(state.total)}`}
            />
          ) : (
            <img
              src={stitch.previewUrl}
              alt={`Stitch preview of ${file.name}`}
              draggable={false}
              className="size-full object-contain select-none"
            />
          )}
        </div>
      </div>
      <p id={hintId} className="sr-only">
        Use the zoom buttons, the mouse wheel or a pinch to zoom; drag or use the arrow keys to move the
        picture; press 0 to reset.
      </p>
      <div className="flex flex-wrap items-center gap-1.5">
        <button
          type="button"
          className={control}
          onClick={zoomIn}
          disabled={view.scale >= MAX_SCALE}
          aria-label="Zoom in"
        >
          +
        </button>
        <button
          type="button"
          className={control}
          onClick={zoomOut}
          disabled={view.scale <= MIN_SCALE}
          aria-label="Zoom out"
        >
          −
        </button>
        <button type="button" className={control} onClick={reset}>
          Reset view
        </button>
      </div>
      <div className="flex flex-wrap items-center gap-1.5">
        {state.phase === 'ready' && state.playing ? (
          <button type="button" className={control} onClick={sewOut.pause}>
            Pause sew-out
          </button>
        ) : (
          <button
            type="button"
            className={control}
            onClick={sewOut.play}
            disabled={state.phase === 'loading'}
          >
            {state.phase === 'loading'
              ? 'Loading…'
              : state.phase === 'ready' && state.upTo >= state.total
                ? 'Replay sew-out'
                : 'Play sew-out'}
          </button>
        )}
        {state.phase === 'ready' ? (
          <button type="button" className={control} onClick={sewOut.stop}>
            Show finished design
          </button>
        ) : null}
      </div>
      {state.phase === 'ready' ? (
        <div className="flex items-center gap-2 text-xs text-slate-600">
          <label htmlFor={sliderId} className="shrink-0">
            Stitches sewn
          </label>
          <input
            id={sliderId}
            type="range"
            min={0}
            max={state.total}
            value={state.upTo}
            onChange={(event) => sewOut.seek(Number(event.target.value))}
            className="min-w-0 flex-1 accent-brand-600"
          />
          <output htmlFor={sliderId} className="shrink-0 tabular-nums">
            {countText(state.upTo)} / {countText(state.total)}
          </output>
        </div>
      ) : null}
      {state.phase === 'failed' ? (
        <p role="alert" className="text-xs font-medium text-red-600">
          The sew-out could not be played: {state.message}
        </p>
      ) : null}
    </div>
  );
}
