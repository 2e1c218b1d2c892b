import { useEffect, useId, useMemo, useState } from 'react';
import { usePrefersReducedMotion } from '../use-reduced-motion.ts';
import { hoopBox } from './preview/frame.ts';
import { markersOf, type QaFinding } from './preview/markers.ts';
import { MarkedPlaces } from './preview/MarkedPlaces.tsx';
import { PreviewStage } from './preview/PreviewStage.tsx';
import type { StitchInfo } from './stitch-info.ts';
import { countText } from './stitch-format.ts';
import { useSewOut } from './use-sew-out.ts';
import { MAX_SCALE, MIN_SCALE, useZoomPan } from './use-zoom-pan.ts';

const control =
  'inline-flex h-9 min-w-9 items-center justify-center rounded-lg border border-slate-300 bg-white px-2.5 text-sm font-semibold text-slate-800 hover:border-brand-400 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 disabled:cursor-not-allowed disabled:opacity-50 aria-pressed:border-brand-600 aria-pressed:bg-brand-50 aria-pressed:text-brand-800';

/**
 * The rendered design (the API's preview picture) with zoom and pan. Playing the sew-out, showing
 * the hoop or the grid, or marking a quality finding's places reads the file itself and draws it
 * as thread, in a frame fixed by the whole design (and the hoop when shown). While the file is
 * `held` until its order is paid those are not offered (the file would answer 402): zoom and pan
 * of the picture stay.
 */
export function StitchPreview({
  file,
  stitch,
  hoopMm = null,
  marked = null,
  held = false,
}: {
  file: { url: string; name: string };
  stitch: StitchInfo;
  /** The client's hoop (their machine profile); without it the hoop drawn is the design's size rounded up. */
  hoopMm?: { width: number; height: number } | null;
  /** A quality finding whose places the preview marks. */
  marked?: QaFinding | null;
  held?: boolean;
}) {
  const hintId = useId();
  const sliderId = useId();
  const { view, viewport, zoomIn, zoomOut, reset, handlers } = useZoomPan();
  const reducedMotion = usePrefersReducedMotion();
  const sewOut = useSewOut(file, stitch, reducedMotion);
  const { state } = sewOut;
  const [showHoop, setShowHoop] = useState(false);
  const [showGrid, setShowGrid] = useState(false);
  const [activePlace, setActivePlace] = useState<number | null>(null);

  const wantsDrawing = showHoop || showGrid || marked !== null;
  const { finish } = sewOut;
  useEffect(() => {
    if (wantsDrawing && state.phase === 'idle') finish();
  }, [wantsDrawing, state.phase, finish]);
  useEffect(() => setActivePlace(null), [marked]);

  const track = state.phase === 'ready' ? state.track : null;
  const extent = track?.extent ?? null;
  const hoop = useMemo(
    () => (extent && showHoop ? hoopBox(extent, hoopMm) : null),
    [extent, showHoop, hoopMm],
  );
  const markers = useMemo(() => (marked ? markersOf(marked) : []), [marked]);

  const finished = state.phase === 'ready' && state.upTo >= state.total;
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
            <PreviewStage
              track={state.track}
              upTo={state.upTo}
              hoop={hoop}
              grid={showGrid}
              zoom={view.scale}
              markers={markers}
              active={activePlace}
              label={
                finished
                  ? `Stitch preview of ${file.name}`
                  : `${file.name} sewn out to stitch ${countText(state.upTo)} of ${countText(state.total)}`
              }
              marksLabel={`Places marked on ${file.name}: ${markers.map((m) => m.label).join(', ')}`}
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
        <button
          type="button"
          className={control}
          aria-pressed={showHoop}
          disabled={held}
          onClick={() => setShowHoop((shown) => !shown)}
          title={hoopMm ? `Your hoop, ${hoopMm.width} × ${hoopMm.height} mm` : undefined}
        >
          Hoop
        </button>
        <button
          type="button"
          className={control}
          aria-pressed={showGrid}
          disabled={held}
          onClick={() => setShowGrid((shown) => !shown)}
        >
          Grid
        </button>
      </div>
      {showGrid && state.phase === 'ready' ? (
        <p className="text-xs text-slate-600">
          Grid lines every 10 mm (1 mm when zoomed in), measured from the design’s top left.
        </p>
      ) : null}
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
            disabled={held || state.phase === 'loading'}
          >
            {state.phase === 'loading'
              ? 'Loading…'
              : state.phase === 'ready' && finished
                ? 'Replay sew-out'
                : 'Play sew-out'}
          </button>
        )}
        {state.phase === 'ready' && !finished ? (
          <button type="button" className={control} onClick={finish}>
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
      {marked && state.phase === 'ready' ? (
        <MarkedPlaces finding={marked} name={file.name} active={activePlace} onActive={setActivePlace} />
      ) : null}
      {state.phase === 'failed' ? (
        <p role="alert" className="text-xs font-medium text-red-600">
          The design could not be drawn from its file: {state.message}
        </p>
      ) : null}
    </div>
  );
}
