/**
 * How a thread is painted on the preview: its own RGB, never lightened or made see-through (a
 * see-through navy over white is what reads as periwinkle). A pale thread on the white preview gets
 * a darker edge so it stays visible; the highlight is the thread's sheen, a lighter line along it.
 */
export interface ThreadPaint {
  /** The thread's colour, `#rrggbb`. */
  base: string;
  /** A lighter tint of it for the sheen along the thread. */
  highlight: string;
  /** A darker edge for a thread too pale to see on white; null for the others. */
  outline: string | null;
}

type Rgb = [number, number, number];

/** `#rgb` or `#rrggbb` (any case) as its channels; black for anything else. */
export function parseHex(hex: string): Rgb {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!match) return [0, 0, 0];
  const digits = match[1].length === 3 ? [...match[1]].map((d) => d + d).join('') : match[1];
  const channel = (at: number) => parseInt(digits.slice(at, at + 2), 16);
  return [channel(0), channel(2), channel(4)];
}

export function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b]
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** WCAG relative luminance, 0 (black) to 1 (white). */
export function relativeLuminance(rgb: Rgb): number {
  const [r, g, b] = rgb.map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** `amount` of the way from `rgb` to `target`. */
function mix([r, g, b]: Rgb, target: number, amount: number): Rgb {
  const toward = (c: number) => c + (target - c) * amount;
  return [toward(r), toward(g), toward(b)];
}

/** Above this luminance a thread is too pale to tell from the white behind it without an edge. */
export const PALE_LUMINANCE = 0.7;

export function threadPaint(hex: string): ThreadPaint {
  const rgb = parseHex(hex);
  return {
    base: toHex(rgb),
    highlight: toHex(mix(rgb, 255, 0.45)),
    outline: relativeLuminance(rgb) > PALE_LUMINANCE ? toHex(mix(rgb, 0, 0.4)) : null,
  };
}
