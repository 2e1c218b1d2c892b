import { Outlet, useNavigation } from 'react-router-dom';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';

/**
 * Header, page and footer of every public route (docs/product.md §Site pages), with a skip link and a loading
 * bar.
 */
export function PublicLayout() {
  const navigation = useNavigation();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-brand-700 shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      {navigation.state === 'loading' ? (
        <div
          role="progressbar"
          aria-label="Loading page"
          className="fixed inset-x-0 top-0 z-50 h-0.5 animate-pulse bg-thread-400"
        />
      ) : null}
      <Header />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
