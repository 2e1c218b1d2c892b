import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Logo } from '../../components/Logo.tsx';
import { phoneHref } from '@stitchdesk/shared';
import { BRAND, copyrightLine } from '@stitchdesk/shared/brand';
import { useShopDetails } from '../../lib/shop-details.tsx';
import { SocialLinks } from './SocialLinks.tsx';

const QUICK_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/aboutus', label: 'About Us' },
  { to: '/pricing', label: 'Pricing' },
  { to: '/faq', label: "FAQ's" },
];

const SERVICE_LINKS = [
  { to: '/services/digitizing', label: 'Digitizing' },
  { to: '/services/vector', label: 'Vector Art' },
  { to: '/services/patches', label: 'Custom Patches' },
];

const linkClass = 'text-slate-300 transition-colors hover:text-thread-300';

/** The footer of every public page (docs/product.md §Footer); the contact lines are the shop's settings. */
export function Footer() {
  const shop = useShopDetails();
  return (
    <footer className="bg-brand-950 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:grid-cols-2 sm:px-6 lg:grid-cols-[1.6fr_1fr_1fr_1.3fr] lg:px-8 lg:py-16">
        <div className="flex flex-col gap-5">
          <Link to="/" aria-label={`${BRAND.name} home`} className="self-start rounded-lg">
            <Logo tone="light" />
          </Link>
          <p className="max-w-sm text-sm leading-relaxed text-slate-300">{BRAND.blurb}</p>
          <SocialLinks />
        </div>

        <FooterColumn title="Quick Links">
          <FooterLinks links={QUICK_LINKS} />
        </FooterColumn>

        <FooterColumn title="Services">
          <FooterLinks links={SERVICE_LINKS} />
        </FooterColumn>

        <FooterColumn title="Contact Us">
          <li>
            <Link to="/faq" className={linkClass}>
              Help
            </Link>
          </li>
          {shop?.contactEmail ? (
            <li>
              <a href={`mailto:${shop.contactEmail}`} className={`${linkClass} break-all`}>
                {shop.contactEmail}
              </a>
            </li>
          ) : null}
          {shop?.contactPhone ? (
            <li>
              <a href={phoneHref(shop.contactPhone)} className={linkClass}>
                {shop.contactPhone}
              </a>
            </li>
          ) : null}
          {shop && shop.address.length > 0 ? (
            <li>
              <address className="text-sm leading-relaxed text-slate-300 not-italic">
                {shop.address.map((line) => (
                  <span key={line} className="block">
                    {line}
                  </span>
                ))}
              </address>
            </li>
          ) : null}
        </FooterColumn>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-7xl px-4 py-6 text-center text-sm text-slate-400 sm:px-6 lg:px-8">
          {copyrightLine(new Date().getFullYear(), shop?.businessName)}
        </p>
      </div>
    </footer>
  );
}

function FooterLinks({ links }: { links: readonly { to: string; label: string }[] }) {
  return links.map((link) => (
    <li key={link.to}>
      <Link to={link.to} className={linkClass}>
        {link.label}
      </Link>
    </li>
  ));
}

function FooterColumn({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h2 className="text-sm font-semibold tracking-wider text-white uppercase">{title}</h2>
      <ul className="mt-4 flex flex-col gap-3 text-[15px]">{children}</ul>
    </div>
  );
}
