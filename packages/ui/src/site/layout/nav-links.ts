/** The navigation bar's links, in the product's order (docs/product.md §Navigation bar). */
export const NAV_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/aboutus', label: 'About US' },
  { to: '/services', label: 'Services' },
  { to: '/pricing', label: 'Pricing' },
  { to: '/faq', label: "FAQ's" },
] as const;

/**
 * Past this many pixels of scroll the bar gets its shadow and blurred background (docs/product.md §Navigation
 * bar).
 */
export const NAV_SCROLL_THRESHOLD_PX = 10;
