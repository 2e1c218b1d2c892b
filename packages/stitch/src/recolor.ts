import type { Thread } from './model.ts';
import type { StitchSummary } from './summary.ts';

/**
 * A summary made before the order was known (an upload) shown in the order's colours: files that
 * carry their own colours keep them; the others take the order's colours stop by stop, repeated
 * when the design has more stops, exactly as `readStitchFile` with `orderColors` would.
 */
export function recolor(summary: StitchSummary, orderColors: readonly Thread[]): StitchSummary {
  const order = orderColors.filter((c) => /^#[0-9a-f]{6}$/i.test(c.hex));
  if (summary.colorSource === 'file' || order.length === 0) return summary;
  const stops = summary.stops.map((stop, i) => {
    const { hex, name } = order[i % order.length];
    return { index: stop.index, hex: hex.toLowerCase(), ...(name ? { name } : {}), stitches: stop.stitches };
  });
  return {
    ...summary,
    colorSource: 'order',
    stops,
    threads: stops.map(({ hex, name }) => ({ hex, ...(name ? { name } : {}) })),
  };
}
