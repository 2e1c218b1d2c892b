import type { ServiceCard } from './service-cards.ts';

/** A service's illustration at its drawn size (400 × 280), so the page keeps its place while it loads. */
export function ServiceImage({
  service,
  className,
  lazy = false,
}: {
  service: Pick<ServiceCard, 'image' | 'imageAlt'>;
  className: string;
  /** Below the fold: fetched only when scrolled near. */
  lazy?: boolean;
}) {
  return (
    <img
      src={service.image}
      alt={service.imageAlt}
      width={400}
      height={280}
      loading={lazy ? 'lazy' : undefined}
      className={className}
    />
  );
}
