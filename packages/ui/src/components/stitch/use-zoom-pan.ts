import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';

export interface View {
  scale: number;
  /** Offset of the picture from the centre, in CSS pixels. */
  x: number;
  y: number;
}

export const MIN_SCALE = 1;
export const MAX_SCALE = 12;
const ZOOM_STEP = 1.25;
/** How far one arrow key press moves the picture. */
export const PAN_STEP = 40;
const RESET: View = { scale: 1, x: 0, y: 0 };

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** Zooms by `factor` keeping the point at `(cx, cy)` (from the centre) where it is on screen. */
export function zoomAt(view: View, factor: number, cx = 0, cy = 0): View {
  const scale = clamp(view.scale * factor, MIN_SCALE, MAX_SCALE);
  const ratio = scale / view.scale;
  if (scale === MIN_SCALE) return RESET;
  return { scale, x: cx - (cx - view.x) * ratio, y: cy - (cy - view.y) * ratio };
}

/**
 * Zoom and pan of a picture inside a viewport, by buttons, the wheel, a pinch, dragging and the
 * keyboard (arrows pan; + and − zoom; 0 resets). The wheel listener is registered by hand because
 * React's is passive, and the page must not scroll while the wheel zooms the picture.
 */
export function useZoomPan() {
  const [view, setView] = useState<View>(RESET);
  const viewport = useRef<HTMLDivElement | null>(null);
  const pointers = useRef(new Map<number, { x: number; y: number }>());

  const centreOffset = useCallback((clientX: number, clientY: number) => {
    const box = viewport.current?.getBoundingClientRect();
    if (!box) return { cx: 0, cy: 0 };
    return { cx: clientX - box.left - box.width / 2, cy: clientY - box.top - box.height / 2 };
  }, []);

  useEffect(() => {
    const element = viewport.current;
    if (!element) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const { cx, cy } = centreOffset(event.clientX, event.clientY);
      setView((current) => zoomAt(current, event.deltaY < 0 ? ZOOM_STEP : 1 / ZOOM_STEP, cx, cy));
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, [centreOffset]);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.currentTarget.setPointerCapture?.(event.pointerId);
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const previous = pointers.current.get(event.pointerId);
    if (!previous) return;
    const next = { x: event.clientX, y: event.clientY };
    if (pointers.current.size === 2) {
      const other = [...pointers.current.entries()].find(([id]) => id !== event.pointerId)?.[1];
      pointers.current.set(event.pointerId, next);
      if (!other) return;
      const before = Math.hypot(previous.x - other.x, previous.y - other.y);
      const after = Math.hypot(next.x - other.x, next.y - other.y);
      if (before > 0) {
        const { cx, cy } = centreOffset((next.x + other.x) / 2, (next.y + other.y) / 2);
        setView((current) => zoomAt(current, after / before, cx, cy));
      }
      return;
    }
    pointers.current.set(event.pointerId, next);
    setView((current) =>
      current.scale === MIN_SCALE
        ? current
        : { ...current, x: current.x + next.x - previous.x, y: current.y + next.y - previous.y },
    );
  };

  const onPointerEnd = (event: PointerEvent<HTMLDivElement>) => {
    pointers.current.delete(event.pointerId);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [PAN_STEP, 0],
      ArrowRight: [-PAN_STEP, 0],
      ArrowUp: [0, PAN_STEP],
      ArrowDown: [0, -PAN_STEP],
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      setView((current) =>
        current.scale === MIN_SCALE
          ? current
          : { ...current, x: current.x + move[0], y: current.y + move[1] },
      );
    } else if (event.key === '+' || event.key === '=') {
      event.preventDefault();
      setView((current) => zoomAt(current, ZOOM_STEP));
    } else if (event.key === '-') {
      event.preventDefault();
      setView((current) => zoomAt(current, 1 / ZOOM_STEP));
    } else if (event.key === '0') {
      event.preventDefault();
      setView(RESET);
    }
  };

  return {
    view,
    viewport,
    zoomIn: () => setView((current) => zoomAt(current, ZOOM_STEP)),
    zoomOut: () => setView((current) => zoomAt(current, 1 / ZOOM_STEP)),
    reset: () => setView(RESET),
    handlers: {
      onPointerDown,
      onPointerMove,
      onPointerUp: onPointerEnd,
      onPointerCancel: onPointerEnd,
      onKeyDown,
    },
  };
}
