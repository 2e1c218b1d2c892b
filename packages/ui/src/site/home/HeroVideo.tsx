import { useEffect, useRef } from 'react';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { usePrefersReducedMotion } from '../../components/use-reduced-motion.ts';

/**
 * docs/product.md §Interface constants: the hero video plays at 0.4× — slow, calm motion behind the heading.
 */
export const HERO_PLAYBACK_RATE = 0.4;
export const HERO_POSTER = '/media/hero-poster.jpg';

/**
 * The hero's looping, muted background video; only its poster where the visitor asked for less
 * motion. Decorative, so hidden from assistive technology.
 */
export function HeroVideo({ className = '' }: { className?: string }) {
  const reducedMotion = usePrefersReducedMotion();
  // The prerendered page has the poster alone: the video (a quarter megabyte) would otherwise
  // download beside the page's CSS before its first paint. Sources added after hydration start
  // the browser's source selection, and autoplay, then. (Without JavaScript the page hides the
  // element, which the browser would draw with its own controls: apps/web/scripts/prerender-html.ts.)
  const hydrated = useHydrated();
  const video = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    // Loading a source resets playbackRate to defaultPlaybackRate, so both are set, again once the
    // metadata is in.
    const slowDown = () => {
      element.defaultPlaybackRate = HERO_PLAYBACK_RATE;
      element.playbackRate = HERO_PLAYBACK_RATE;
    };
    element.muted = true;
    slowDown();
    element.addEventListener('loadedmetadata', slowDown);
    return () => element.removeEventListener('loadedmetadata', slowDown);
  }, [reducedMotion]);

  if (reducedMotion) {
    return <img src={HERO_POSTER} alt="" aria-hidden="true" className={`object-cover ${className}`} />;
  }
  return (
    <video
      ref={video}
      aria-hidden="true"
      tabIndex={-1}
      autoPlay
      muted
      loop
      playsInline
      preload="auto"
      poster={HERO_POSTER}
      className={`object-cover ${className}`}
    >
      {hydrated && (
        <>
          <source src="/media/hero.webm" type="video/webm" />
          <source src="/media/hero.mp4" type="video/mp4" />
        </>
      )}
    </video>
  );
}
