import type { ReactNode } from 'react';

/**
 * The banner at the top of every inner public page: eyebrow, title (the page's only h1) and intro,
 * with room above for the fixed navigation bar.
 */
export function PageHero({
  eyebrow,
  title,
  children,
  actions,
}: {
  eyebrow?: string;
  title: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <section className="relative overflow-hidden bg-gradient-to-b from-brand-50 via-brand-50/60 to-white pt-28 pb-10 sm:pt-36 sm:pb-16">
      <StitchBackdrop />
      <div className="relative mx-auto max-w-3xl px-4 text-center sm:px-6">
        {eyebrow ? (
          <p className="text-sm font-semibold tracking-widest text-brand-600 uppercase">{eyebrow}</p>
        ) : null}
        <h1 className="mt-3 text-4xl font-extrabold tracking-tight sm:text-5xl">{title}</h1>
        {children ? <div className="mt-5 text-lg leading-relaxed text-slate-600">{children}</div> : null}
        {actions ? <div className="mt-8 flex flex-wrap justify-center gap-3">{actions}</div> : null}
      </div>
    </section>
  );
}

/** Two faint running-stitch curves: the brand's thread motif, decorative only. */
function StitchBackdrop() {
  return (
    <svg
      aria-hidden="true"
      className="pointer-events-none absolute inset-0 h-full w-full text-brand-200"
      preserveAspectRatio="none"
      viewBox="0 0 1440 400"
      fill="none"
    >
      <path
        d="M-20 300C240 180 420 360 720 250S1200 120 1460 210"
        stroke="currentColor"
        strokeWidth="3"
        strokeDasharray="14 10"
        strokeLinecap="round"
      />
      <path
        d="M-20 120C300 40 520 170 800 110S1240 20 1460 80"
        stroke="currentColor"
        strokeOpacity="0.6"
        strokeWidth="2"
        strokeDasharray="10 9"
        strokeLinecap="round"
      />
    </svg>
  );
}
