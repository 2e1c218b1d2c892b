import { ButtonLink } from '../../components/Button.tsx';
import { useDocumentTitle } from '../components/use-document-title.ts';

/**
 * The catch-all page (docs/product.md §Site pages): "Uh-oh!" and "We can't find that page.", with a way home.
 */
export default function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <section
      aria-labelledby="not-found-title"
      className="flex min-h-[calc(100svh-4.5rem)] items-center justify-center bg-gradient-to-b from-brand-50 to-white px-4 pt-28 pb-16 text-center"
    >
      <div className="max-w-md">
        <svg aria-hidden="true" viewBox="0 0 200 120" className="mx-auto w-56 text-brand-300" fill="none">
          <circle cx="100" cy="60" r="46" stroke="currentColor" strokeWidth="6" />
          <circle cx="100" cy="60" r="54" stroke="currentColor" strokeOpacity="0.4" strokeWidth="3" />
          <path
            d="M20 96c30-30 50 10 80-22s52-6 80-34"
            stroke="#f5a524"
            strokeWidth="4"
            strokeLinecap="round"
            strokeDasharray="9 7"
          />
          <path d="M168 14l-22 34" stroke="#1a46ad" strokeWidth="3" strokeLinecap="round" />
          <ellipse
            cx="167"
            cy="15"
            rx="3"
            ry="5"
            transform="rotate(33 167 15)"
            stroke="#1a46ad"
            strokeWidth="2"
          />
        </svg>
        <p className="mt-6 text-sm font-semibold tracking-widest text-brand-600 uppercase">404</p>
        <h1 id="not-found-title" className="mt-2 text-5xl font-extrabold tracking-tight">
          Uh-oh!
        </h1>
        <p className="mt-4 text-lg text-slate-600">We can't find that page.</p>
        <p className="mt-1 text-slate-500">
          The thread seems to have run out here — let's get you back on track.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <ButtonLink to="/" size="lg">
            Back to Home
          </ButtonLink>
          <ButtonLink to="/services" variant="secondary" size="lg">
            Our Services
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
