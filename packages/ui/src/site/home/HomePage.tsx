import { BookProjectSection } from './BookProjectSection.tsx';
import { HomeHero } from './HomeHero.tsx';
import { ServicesSection } from './ServicesSection.tsx';
import { TestimonialsSection } from './TestimonialsSection.tsx';
import { TopSellerSection } from './TopSellerSection.tsx';

/** The home page: its five sections in the product's order (docs/product.md §Home page). */
export default function HomePage() {
  return (
    <>
      <HomeHero />
      <ServicesSection />
      <TestimonialsSection />
      <TopSellerSection />
      <BookProjectSection />
    </>
  );
}
