import { useMemo } from 'react';

/**
 * The first `upTo` stitches of a design as a picture (`render` is the stitch package's renderer,
 * loaded with the file). The SVG is shown through `<img>` so nothing in it can run or reach the page.
 */
export function SewOutFrame({
  render,
  upTo,
  alt,
}: {
  render: (upTo: number) => string;
  upTo: number;
  alt: string;
}) {
  const src = useMemo(
    () => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(render(upTo))}`,
    [render, upTo],
  );
  return <img src={src} alt={alt} draggable={false} className="size-full object-contain select-none" />;
}
