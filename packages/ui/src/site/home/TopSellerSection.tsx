import { SectionHeading } from '../components/SectionHeading.tsx';
import { TOP_SELLERS } from './home-content.ts';

/** Home section 4 (docs/product.md §Home page): "Top Seller" with three product images. */
export function TopSellerSection() {
  return (
    <section aria-labelledby="top-seller-title" className="bg-white py-20 lg:py-28">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading eyebrow="Customer favourites" title="Top Seller" id="top-seller-title">
          The pieces our clients order again and again.
        </SectionHeading>
        <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 lg:gap-8">
          {TOP_SELLERS.map((product) => (
            <li key={product.name}>
              <figure className="group overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
                <div className="overflow-hidden">
                  <img
                    src={product.image}
                    alt={product.alt}
                    width={360}
                    height={360}
                    loading="lazy"
                    className="aspect-square w-full object-cover transition-transform duration-500 group-hover:scale-105"
                  />
                </div>
                <figcaption className="border-t border-slate-100 px-5 py-4">
                  <span className="block font-bold text-slate-900">{product.name}</span>
                  <span className="block text-sm text-slate-500">{product.detail}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
