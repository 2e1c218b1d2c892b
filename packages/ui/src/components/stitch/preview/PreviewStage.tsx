import { useMemo, useRef } from 'react';
import { fitBox, frameBox, type BoxMm } from './frame.ts';
import type { Marker } from './markers.ts';
import { PreviewGrid, PreviewOverlay } from './PreviewOverlay.tsx';
import { StitchCanvas } from './StitchCanvas.tsx';
import type { StitchTrack } from './stitch-track.ts';
import { useElementSize } from './use-element-size.ts';

/**
 * A design drawn as thread up to `upTo`, in the frame of the whole design (and the hoop, when
 * given), with the grid under it and the hoop and marked places over it. Fills its parent.
 */
export function PreviewStage({
  track,
  upTo,
  label,
  marksLabel,
  hoop = null,
  grid = false,
  zoom = 1,
  markers = [],
  active = null,
}: {
  track: StitchTrack;
  upTo: number;
  /** The canvas's accessible name. */
  label: string;
  /** The marked places' accessible name. */
  marksLabel: string;
  hoop?: BoxMm | null;
  grid?: boolean;
  /** The CSS scale the stage is shown at (the preview's zoom). */
  zoom?: number;
  markers?: readonly Marker[];
  active?: number | null;
}) {
  const stage = useRef<HTMLDivElement | null>(null);
  const size = useElementSize(stage);
  const extent = track.extent;
  const box = useMemo(() => (extent ? frameBox(extent, hoop) : null), [extent, hoop]);
  // A millimetre's size on screen: the frame fitted into the stage, times the zoom around it.
  const pxPerMm = box && size.width > 0 ? fitBox(box, size.width, size.height).scale * zoom : 1;
  return (
    <div ref={stage} className="relative size-full">
      {box && extent ? (
        <>
          {grid ? <PreviewGrid box={box} extent={extent} pxPerMm={pxPerMm} /> : null}
          <StitchCanvas track={track} upTo={upTo} box={box} zoom={zoom} label={label} />
          <PreviewOverlay
            box={box}
            hoop={hoop}
            pxPerMm={pxPerMm}
            markers={markers}
            active={active}
            label={marksLabel}
          />
        </>
      ) : null}
    </div>
  );
}
