import { memo, type ReactNode } from 'react';
import { gridLines, labelStepMm, type BoxMm } from './frame.ts';
import type { Marker } from './markers.ts';

/** Grid label text: slate-700 on the white preview (over 10:1), with a white halo. */
const LABEL_COLOUR = '#334155';
const MAJOR_LINE = '#94a3b8';
const MINOR_LINE = '#e2e8f0';
const HOOP_LINE = '#475569';
const MARK = '#dc2626';
const LABEL_PX = 11;
/** A ring is this wide on screen (CSS px), however small the place. */
const RING_PX = 12;

/** An SVG over the whole preview in the design's mm, fitted as the canvas is (the same frame). */
function FrameSvg({ box, children, label }: { box: BoxMm; children: ReactNode; label?: string }) {
  return (
    <svg
      viewBox={`${box.xMm} ${box.yMm} ${box.widthMm} ${box.heightMm}`}
      preserveAspectRatio="xMidYMid meet"
      className="pointer-events-none absolute inset-0 size-full"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      {children}
    </svg>
  );
}

/**
 * The millimetre grid under the stitches, measured from the design's top left corner (its lines
 * read the design's width and height); `pxPerMm`, a millimetre's size on screen, sets how many
 * lines are labelled and whether 1 mm lines show.
 */
// Memoised: while the sew-out plays the preview renders every frame, and the grid and the marks
// stay as they are.
export const PreviewGrid = memo(function PreviewGrid({
  box,
  extent,
  pxPerMm,
}: {
  box: BoxMm;
  extent: BoxMm;
  pxPerMm: number;
}) {
  const px = 1 / pxPerMm;
  const lines = gridLines(box, extent, pxPerMm);
  const right = box.xMm + box.widthMm;
  const bottom = box.yMm + box.heightMm;
  const fontMm = LABEL_PX * px;
  const step = labelStepMm(pxPerMm);
  // Labels only from the design's corner on, at the label step: 0, 10, 20… (or 0, 20, 40…).
  const labelled = (value: number) => {
    const distance = Math.round(value);
    return distance >= 0 && distance % step === 0 ? String(distance) : null;
  };
  const line = (key: string, x1: number, y1: number, x2: number, y2: number, stroke: string) => (
    <line key={key} x1={x1} y1={y1} x2={x2} y2={y2} stroke={stroke} strokeWidth={px} />
  );
  return (
    <FrameSvg box={box}>
      <g data-testid="grid">
        {lines.minorX.map((x) => line(`mx${x}`, x, box.yMm, x, bottom, MINOR_LINE))}
        {lines.minorY.map((y) => line(`my${y}`, box.xMm, y, right, y, MINOR_LINE))}
        {lines.majorX.map((x) => line(`x${x}`, x, box.yMm, x, bottom, MAJOR_LINE))}
        {lines.majorY.map((y) => line(`y${y}`, box.xMm, y, right, y, MAJOR_LINE))}
        <g
          fill={LABEL_COLOUR}
          stroke="white"
          strokeWidth={3 * px}
          paintOrder="stroke"
          fontSize={fontMm}
          fontFamily="system-ui, sans-serif"
        >
          {lines.majorX.map((x) => {
            const text = labelled(x - extent.xMm);
            return text ? (
              <text key={`lx${x}`} x={x + 2 * px} y={box.yMm + fontMm * 1.1}>
                {text}
              </text>
            ) : null;
          })}
          {lines.majorY.map((y) => {
            const text = labelled(y - extent.yMm);
            return text && text !== '0' ? (
              <text key={`ly${y}`} x={box.xMm + 2 * px} y={y - 2 * px}>
                {text}
              </text>
            ) : null;
          })}
        </g>
      </g>
    </FrameSvg>
  );
});

/**
 * What the preview draws over the stitches, in the frame of the canvas: the hoop, and the marked
 * places of a quality finding (the active one filled), each named by its `<title>`.
 */
export const PreviewOverlay = memo(function PreviewOverlay({
  box,
  hoop,
  pxPerMm,
  markers,
  active,
  label,
}: {
  box: BoxMm;
  hoop: BoxMm | null;
  pxPerMm: number;
  markers: readonly Marker[];
  active: number | null;
  label: string;
}) {
  const px = 1 / pxPerMm;
  return (
    <FrameSvg box={box} {...(markers.length > 0 ? { label } : {})}>
      {hoop ? (
        <rect
          data-testid="hoop"
          x={hoop.xMm}
          y={hoop.yMm}
          width={hoop.widthMm}
          height={hoop.heightMm}
          rx={Math.min(hoop.widthMm, hoop.heightMm) * 0.08}
          fill="none"
          stroke={HOOP_LINE}
          strokeWidth={2 * px}
          strokeDasharray={`${8 * px} ${4 * px}`}
        />
      ) : null}
      {markers.map((marker, index) => {
        const isActive = index === active;
        const width = (isActive ? 3 : 2) * px;
        const fill = isActive ? 'rgba(220, 38, 38, 0.25)' : 'none';
        const shape = (stroke: string, strokeWidth: number, shapeFill: string) =>
          marker.kind === 'ring' ? (
            <circle
              cx={marker.cx}
              cy={marker.cy}
              r={(RING_PX / 2) * px}
              {...{ stroke, strokeWidth }}
              fill={shapeFill}
            />
          ) : (
            <rect
              x={marker.x}
              y={marker.y}
              width={marker.width}
              height={marker.height}
              {...{ stroke, strokeWidth }}
              fill={shapeFill}
            />
          );
        return (
          <g key={index} data-testid="marker" data-active={isActive || undefined}>
            <title>{marker.label}</title>
            {shape('white', width + 2 * px, 'none')}
            {shape(MARK, width, fill)}
          </g>
        );
      })}
    </FrameSvg>
  );
});
