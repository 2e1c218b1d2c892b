import { useEffect, useMemo, useRef } from 'react';
import { fitBox, MIN_HIGHLIGHT_THREAD_PX, threadWidthPx, type BoxMm } from './frame.ts';
import { StitchPainter } from './stitch-painter.ts';
import type { StitchTrack } from './stitch-track.ts';
import { useElementSize } from './use-element-size.ts';

/** A canvas side never exceeds this many pixels, however far the preview is zoomed. */
const MAX_CANVAS_PX = 4096;
/** A pale thread's darker edge, CSS px a side. */
const OUTLINE_PX = 0.5;

/**
 * The first `upTo` stitches of a design drawn as thread on a canvas, in the fixed frame `box`.
 * While the sew-out plays only the stitches sewn since the last frame are drawn; the whole picture
 * is drawn again only when its size, zoom or frame changes or the sew-out goes back. The canvas is
 * sharp at the zoom it is shown at (`zoom`, the CSS scale around it) and the screen's pixel ratio.
 */
export function StitchCanvas({
  track,
  upTo,
  box,
  zoom,
  label,
}: {
  track: StitchTrack;
  upTo: number;
  box: BoxMm;
  zoom: number;
  label: string;
}) {
  const canvas = useRef<HTMLCanvasElement | null>(null);
  const size = useElementSize(canvas);
  const painter = useMemo(() => new StitchPainter(track), [track]);
  const drawn = useRef<{ painter: StitchPainter | null; key: string; upTo: number }>({
    painter: null,
    key: '',
    upTo: 0,
  });

  useEffect(() => {
    const element = canvas.current;
    const ctx = size.width > 0 ? element?.getContext('2d') : null;
    if (!element || !ctx) return;
    const ratio = Math.min(
      (window.devicePixelRatio || 1) * zoom,
      MAX_CANVAS_PX / Math.max(size.width, size.height),
    );
    const width = Math.round(size.width * ratio);
    const height = Math.round(size.height * ratio);
    const key = `${width}x${height} ${box.xMm} ${box.yMm} ${box.widthMm} ${box.heightMm} ${zoom}`;
    const target = Math.min(upTo, track.count);
    let from = drawn.current.upTo;
    if (painter !== drawn.current.painter || key !== drawn.current.key || target < from) {
      if (element.width !== width || element.height !== height) {
        element.width = width;
        element.height = height;
      } else ctx.clearRect(0, 0, width, height);
      from = 0;
    }
    if (target > from) {
      const fit = fitBox(box, width, height);
      // Canvas pixels per CSS pixel on screen, once the zoom around the canvas is applied.
      const perScreenPx = ratio / zoom;
      const screenThread = threadWidthPx(fit.scale / perScreenPx);
      painter.draw(ctx, from, target, {
        fit,
        threadPx: screenThread * perScreenPx,
        highlight: screenThread >= MIN_HIGHLIGHT_THREAD_PX,
        outlinePx: OUTLINE_PX * perScreenPx,
      });
    }
    drawn.current = { painter, key, upTo: target };
  }, [painter, track, upTo, box, zoom, size]);

  return (
    <canvas
      ref={canvas}
      role="img"
      aria-label={label}
      data-frame={`${box.xMm} ${box.yMm} ${box.widthMm} ${box.heightMm}`}
      className="absolute inset-0 size-full"
    />
  );
}
