import { Carousel } from '../../components/Carousel.tsx';
import { SectionHeading } from '../components/SectionHeading.tsx';
import { TESTIMONIALS, type Testimonial } from './home-content.ts';

/**
 * Home section 3 (docs/product.md §Home page): the four testimonials, one at a time, wrapping at both ends.
 */
export function TestimonialsSection() {
  return (
    <section aria-labelledby="testimonials-title" className="bg-slate-50 py-20 lg:py-28">
      <div className="mx-auto max-w-4xl px-4 sm:px-6 lg:px-8">
        <SectionHeading eyebrow="Testimonials" title="What Our Clients Say" id="testimonials-title" />
        <div className="mt-12">
          <Carousel
            items={TESTIMONIALS}
            label="Client testimonials"
            itemName={(testimonial) => `testimonial from ${testimonial.name}`}
            renderItem={(testimonial) => <TestimonialCard testimonial={testimonial} />}
          />
        </div>
      </div>
    </section>
  );
}

function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure className="relative rounded-3xl border border-slate-200 bg-white px-6 py-10 text-center shadow-sm sm:px-12 sm:py-12">
      <svg
        aria-hidden="true"
        viewBox="0 0 32 32"
        className="absolute top-6 left-6 size-10 text-brand-100 sm:size-12"
        fill="currentColor"
      >
        <path d="M9.3 25.3c-2.7 0-4.6-2.1-4.6-5.2 0-5 3.4-9.7 8.6-12.1l1.1 1.8c-3 1.6-4.8 4-5.1 6.3 2.5 0 4.3 1.9 4.3 4.4 0 2.8-1.9 4.8-4.3 4.8zm13.5 0c-2.7 0-4.6-2.1-4.6-5.2 0-5 3.4-9.7 8.6-12.1l1.1 1.8c-3 1.6-4.8 4-5.1 6.3 2.5 0 4.3 1.9 4.3 4.4 0 2.8-1.9 4.8-4.3 4.8z" />
      </svg>
      <blockquote className="relative text-lg leading-relaxed text-slate-700 sm:text-xl">
        <p>“{testimonial.message}”</p>
      </blockquote>
      <figcaption className="mt-8 flex flex-col items-center gap-3">
        <img
          src={testimonial.image}
          alt={`Portrait of ${testimonial.name}`}
          width={64}
          height={64}
          className="size-16 rounded-full ring-4 ring-brand-50"
        />
        <span>
          <span className="block font-bold text-slate-900">{testimonial.name}</span>
          <span className="block text-sm text-slate-500">{testimonial.title}</span>
        </span>
      </figcaption>
    </figure>
  );
}
