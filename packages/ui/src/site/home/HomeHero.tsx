import { ButtonLink } from '../../components/Button.tsx';
import { CheckIcon } from '../components/CheckIcon.tsx';
import { HeroVideo } from './HeroVideo.tsx';

const PROMISES = [
  'Free revisions until you are happy',
  'About an hour for digitizing and vector',
  'Flat-rate pricing',
];

/**
 * Home section 1 (docs/product.md §Home page): heading, intro, the slow background video and GET FREE QUOTE.
 */
export function HomeHero() {
  return (
    <section
      aria-labelledby="hero-title"
      className="relative isolate flex min-h-[36rem] items-center overflow-hidden bg-brand-950 pt-28 pb-20 sm:min-h-[40rem] lg:min-h-[44rem]"
    >
      <HeroVideo className="absolute inset-0 -z-20 size-full" />
      {/* Keeps the heading readable over the brightest frames of the video. */}
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-gradient-to-r from-brand-950/95 via-brand-950/75 to-brand-950/20"
      />
      <div className="mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="max-w-2xl">
          <p className="inline-flex items-center gap-2 rounded-full border border-white/15 bg-white/10 px-3.5 py-1.5 text-sm font-medium text-thread-300 backdrop-blur">
            <span aria-hidden="true" className="size-1.5 rounded-full bg-thread-400" />
            Digitizing · Vector Art · Custom Patches
          </p>
          <h1
            id="hero-title"
            className="mt-6 text-4xl leading-[1.08] font-extrabold tracking-tight text-white sm:text-5xl lg:text-6xl"
          >
            Embroidery files that stitch out perfectly, the first time
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-slate-200 sm:text-xl">
            Send us your logo and get a production-ready stitch file or a razor-sharp vector back — usually
            within the hour. Custom patches and apparel, made to your design and shipped free.
          </p>
          <div className="mt-9 flex flex-wrap gap-3">
            <ButtonLink to="/getquote" variant="accent" size="lg" className="tracking-wide">
              GET FREE QUOTE
            </ButtonLink>
            <ButtonLink to="/services" variant="light" size="lg">
              Explore Services
            </ButtonLink>
          </div>
          <ul className="mt-10 flex flex-col gap-3 text-[15px] text-slate-200 sm:flex-row sm:flex-wrap sm:gap-x-6">
            {PROMISES.map((promise) => (
              <li key={promise} className="flex items-center gap-2">
                <CheckIcon className="size-5 text-thread-400" />
                {promise}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
