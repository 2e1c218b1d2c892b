import { PNG } from 'pngjs';

/**
 * A small valid RGB PNG: diagonal stripes of `color` on white, like a swatch of stitching, so demo
 * orders have a real picture to preview without shipping image files in the repository.
 */
export function stripedPng(color: [number, number, number], size = 96): Buffer {
  const png = new PNG({ width: size, height: size, colorType: 2 });
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const [r, g, b] = (x + y) % 16 < 8 ? color : [255, 255, 255];
      png.data.set([r, g, b, 255], (y * size + x) * 4);
    }
  }
  return PNG.sync.write(png, { colorType: 2 });
}
