import type { StitchInfo } from '../stitch-info.ts';

export type QaFinding = NonNullable<StitchInfo['qa']>[number];
export type QaPlace = QaFinding['where'][number];

/** A ring around a stitch, or a box around an area, in the design's mm. */
export type Marker =
  | { kind: 'ring'; cx: number; cy: number; label: string }
  | { kind: 'box'; x: number; y: number; width: number; height: number; label: string };

const mm = (value: number) => `${value.toLocaleString('en-US', { maximumFractionDigits: 1 })} mm`;

/** What a person reads for a place: the stitch by its number in the sew-out, an area by its size. */
export function placeLabel(place: QaPlace): string {
  if ('box' in place) return `An area of ${mm(place.box.widthMm)} × ${mm(place.box.heightMm)}`;
  return `Stitch ${place.stitch.toLocaleString('en-US')}`;
}

/** The markers of a finding's places, where the preview draws them. */
export function markersOf(finding: Pick<QaFinding, 'where'>): Marker[] {
  return finding.where.map((place) =>
    'box' in place
      ? {
          kind: 'box',
          x: place.box.xMm,
          y: place.box.yMm,
          width: place.box.widthMm,
          height: place.box.heightMm,
          label: placeLabel(place),
        }
      : { kind: 'ring', cx: place.xMm, cy: place.yMm, label: placeLabel(place) },
  );
}

/** A finding's key among a file's findings (a code can come once per target format). */
export const findingKey = (finding: Pick<QaFinding, 'code' | 'format'>) =>
  `${finding.code}-${finding.format ?? ''}`;
