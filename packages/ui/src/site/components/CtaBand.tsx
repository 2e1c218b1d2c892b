import type { ReactNode } from 'react';
import { ButtonLink } from '../../components/Button.tsx';
import { Glows } from './Glows.tsx';

/** The closing call to action of an inner page: a dark band with a title, a line and the quote button. */
export function CtaBand({
  title = 'Ready to start your next project?',
  children = 'Send us your artwork and get a free quote — most digitizing and vector orders are back within about an hour.',
  secondary,
}: {
  title?: string;
  children?: ReactNode;
  secondary?: ReactNode;
}) {
  return (
    <section className="px-4 pb-16 sm:px-6 lg:px-8 lg:pb-24">
      <div className="relative mx-auto max-w-6xl overflow-hidden rounded-3xl bg-brand-950 px-6 py-12 text-center sm:px-12 sm:py-16">
        <Glows
          top="-top-24 -right-24 size-72 bg-brand-600/40"
          bottom="-bottom-28 -left-20 size-72 bg-brand-400/25"
        />
        <div className="relative">
          <h2 className="text-3xl font-extrabold tracking-tight text-white sm:text-4xl">{title}</h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-300">{children}</p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <ButtonLink to="/getquote" variant="accent" size="lg">
              Get Free Quote
            </ButtonLink>
            {secondary}
          </div>
        </div>
      </div>
    </section>
  );
}
