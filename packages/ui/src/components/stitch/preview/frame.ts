/** A box in the design's coordinates: mm, y down, as the stitch package gives them. */
export interface BoxMm {
  xMm: number;
  yMm: number;
  widthMm: number;
  heightMm: number;
}

/** Where a box sits in a picture: a point at (x, y) mm is drawn at (offsetX + x·scale, offsetY + y·scale). */
export interface Fit {
  /** Picture units per mm. */
  scale: number;
  offsetX: number;
  offsetY: number;
}

/** Room left around the design (or the hoop) so its edge stitches are not cut off. */
export const FRAME_PADDING_MM = 2;

/** Width of a 40-weight embroidery thread lying on fabric. */
export const THREAD_MM = 0.4;
/** A thread is never drawn thinner than this (CSS px): thinner, it blends into the white and pales. */
export const MIN_THREAD_PX = 1.5;
/** Below this width (CSS px) a sheen cannot be seen, only lighten the colour: none is drawn. */
export const MIN_HIGHLIGHT_THREAD_PX = 3;

export function unionBox(a: BoxMm, b: BoxMm): BoxMm {
  const xMm = Math.min(a.xMm, b.xMm);
  const yMm = Math.min(a.yMm, b.yMm);
  return {
    xMm,
    yMm,
    widthMm: Math.max(a.xMm + a.widthMm, b.xMm + b.widthMm) - xMm,
    heightMm: Math.max(a.yMm + a.heightMm, b.yMm + b.heightMm) - yMm,
  };
}

/**
 * The part of the design's plane the preview shows: the whole design (and the hoop, when shown)
 * with a margin. It is worked out once from the finished design, never from the stitches sewn so
 * far, so the sew-out plays in a still frame.
 */
export function frameBox(extent: BoxMm, hoop: BoxMm | null, paddingMm = FRAME_PADDING_MM): BoxMm {
  const box = hoop ? unionBox(extent, hoop) : extent;
  return {
    xMm: box.xMm - paddingMm,
    yMm: box.yMm - paddingMm,
    widthMm: box.widthMm + 2 * paddingMm,
    heightMm: box.heightMm + 2 * paddingMm,
  };
}

/** The box fitted whole into a `width` × `height` picture and centred in it (SVG's "meet"). */
export function fitBox(box: BoxMm, width: number, height: number): Fit {
  const boxWidth = Math.max(box.widthMm, 1e-3);
  const boxHeight = Math.max(box.heightMm, 1e-3);
  const scale = Math.min(width / boxWidth, height / boxHeight);
  return {
    scale,
    offsetX: (width - boxWidth * scale) / 2 - box.xMm * scale,
    offsetY: (height - boxHeight * scale) / 2 - box.yMm * scale,
  };
}

/** Rounds a length up to the next whole 10 mm (at least 10). */
const upToTen = (mm: number) => Math.max(10, Math.ceil(mm / 10) * 10);

/**
 * The hoop drawn around the design: the client's hoop when their machine profile names one, else
 * the design's size rounded up to the next 10 mm; centred on the design, as machines centre it.
 */
export function hoopBox(extent: BoxMm, hoopMm?: { width: number; height: number } | null): BoxMm {
  const widthMm = hoopMm ? hoopMm.width : upToTen(extent.widthMm);
  const heightMm = hoopMm ? hoopMm.height : upToTen(extent.heightMm);
  return {
    xMm: extent.xMm + extent.widthMm / 2 - widthMm / 2,
    yMm: extent.yMm + extent.heightMm / 2 - heightMm / 2,
    widthMm,
    heightMm,
  };
}

export const GRID_MAJOR_MM = 10;
export const GRID_MINOR_MM = 1;
/** Millimetre lines show once they are at least this far apart on screen (CSS px). */
export const MINOR_GRID_MIN_PX = 6;

export interface GridLines {
  /** Positions (mm) of the 10 mm lines across (x) and down (y), and their distance from the origin. */
  majorX: number[];
  majorY: number[];
  /** The 1 mm lines between them; empty when they would sit closer than `MINOR_GRID_MIN_PX`. */
  minorX: number[];
  minorY: number[];
}

function steps(from: number, to: number, origin: number, step: number, skip?: number): number[] {
  const out: number[] = [];
  // Integer steps from the origin, so 1 mm lines land exactly on the 10 mm ones.
  for (let k = Math.ceil((from - origin) / step); origin + k * step <= to; k++) {
    if (skip && k % skip === 0) continue;
    out.push(origin + k * step);
  }
  return out;
}

/**
 * A millimetre grid over `box`, measured from `origin` (the design's top left corner, so the lines
 * read its width and height); `pxPerMm` is how large a millimetre is on screen.
 */
export function gridLines(box: BoxMm, origin: { xMm: number; yMm: number }, pxPerMm: number): GridLines {
  const right = box.xMm + box.widthMm;
  const bottom = box.yMm + box.heightMm;
  const minor = pxPerMm * GRID_MINOR_MM >= MINOR_GRID_MIN_PX;
  const perMajor = GRID_MAJOR_MM / GRID_MINOR_MM;
  return {
    majorX: steps(box.xMm, right, origin.xMm, GRID_MAJOR_MM),
    majorY: steps(box.yMm, bottom, origin.yMm, GRID_MAJOR_MM),
    minorX: minor ? steps(box.xMm, right, origin.xMm, GRID_MINOR_MM, perMajor) : [],
    minorY: minor ? steps(box.yMm, bottom, origin.yMm, GRID_MINOR_MM, perMajor) : [],
  };
}

/** Grid labels stand at least this far apart on screen (CSS px), so their numbers never run together. */
export const LABEL_MIN_PX = 28;
const LABEL_STEPS_MM = [10, 20, 50, 100, 200, 500];

/** Every how many mm the grid's lines are labelled, at `pxPerMm` on screen. */
export function labelStepMm(pxPerMm: number): number {
  return (
    LABEL_STEPS_MM.find((step) => step * pxPerMm >= LABEL_MIN_PX) ?? LABEL_STEPS_MM[LABEL_STEPS_MM.length - 1]
  );
}

/** How wide a thread is drawn, CSS px, at `pxPerMm` on screen. */
export function threadWidthPx(pxPerMm: number): number {
  return Math.max(THREAD_MM * pxPerMm, MIN_THREAD_PX);
}
