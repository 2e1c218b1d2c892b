import type { ReactNode } from 'react';

/**
 * `<SectionHeading eyebrow="Testimonials" title="What Our Clients Say">intro</SectionHeading>` — the
 * heading block of a page section: a small label, an h2 and an optional intro, centred by default.
 */
export function SectionHeading({
  eyebrow,
  title,
  id,
  align = 'center',
  tone = 'light',
  children,
}: {
  eyebrow?: string;
  title: ReactNode;
  /** Id of the h2, for `aria-labelledby` on the section. */
  id?: string;
  align?: 'center' | 'left';
  /** `dark` for a heading on a dark background. */
  tone?: 'light' | 'dark';
  children?: ReactNode;
}) {
  const centred = align === 'center';
  const dark = tone === 'dark';
  return (
    <div className={centred ? 'mx-auto max-w-2xl text-center' : 'max-w-2xl'}>
      {eyebrow ? (
        <p
          className={`text-sm font-semibold tracking-widest uppercase ${dark ? 'text-thread-300' : 'text-brand-600'}`}
        >
          {eyebrow}
        </p>
      ) : null}
      <h2
        id={id}
        className={`mt-2 text-3xl font-extrabold tracking-tight sm:text-4xl ${dark ? 'text-white' : 'text-slate-900'}`}
      >
        {title}
      </h2>
      {children ? (
        <div className={`mt-4 text-lg leading-relaxed ${dark ? 'text-slate-300' : 'text-slate-600'}`}>
          {children}
        </div>
      ) : null}
    </div>
  );
}
