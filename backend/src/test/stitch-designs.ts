import type { StitchRecord } from '@stitchdesk/stitch';
import { encode } from '@stitchdesk/stitch/test/encoder';

/** A DST whose stitches outline a `width` × `height` rectangle (0.1 mm units), in 10 mm stitches. */
export function rectangleDst(width: number, height: number): Buffer {
  const records: StitchRecord[] = [{ kind: 'stitch', x: 0, y: 0 }];
  const corners = [
    [width, 0],
    [width, height],
    [0, height],
    [0, 0],
  ];
  let [x, y] = [0, 0];
  for (const [cx, cy] of corners) {
    while (x !== cx || y !== cy) {
      x += Math.sign(cx - x) * Math.min(100, Math.abs(cx - x));
      y += Math.sign(cy - y) * Math.min(100, Math.abs(cy - y));
      records.push({ kind: 'stitch', x, y });
    }
  }
  records.push({ kind: 'end', x, y });
  return Buffer.from(encode('DST', { records, threads: [] }));
}
