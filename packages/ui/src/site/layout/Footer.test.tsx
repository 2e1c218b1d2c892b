import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SHOP_DETAILS_SCRIPT_ID, shopDetailsScript, type PublicShopSettings } from '@stitchdesk/shared';
import { PlatformContext } from '../../lib/platform-context.tsx';
import { readEmbeddedShopDetails, ShopDetailsProvider } from '../../lib/shop-details.tsx';
import { testPlatform } from '../../test/render-routes.tsx';
import { Footer } from './Footer.tsx';

const shop: PublicShopSettings = {
  businessName: 'Loom House',
  address: ['12 Loom Street', 'Springfield, IL 62701'],
  contactEmail: 'orders@loom.test',
  contactPhone: '+1 (217) 000-0100',
  socialLinks: {
    facebook: 'https://facebook.com/loom',
    instagram: null,
    linkedin: 'https://linkedin.com/loom',
  },
  superRushFeeCents: 0,
  taxRatePercent: 0,
  taxLabel: 'Sales tax',
};

function renderFooter(initial: PublicShopSettings | null) {
  return render(
    <PlatformContext.Provider value={testPlatform()}>
      <ShopDetailsProvider initial={initial}>
        <MemoryRouter>
          <Footer />
        </MemoryRouter>
      </ShopDetailsProvider>
    </PlatformContext.Provider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.getElementById(SHOP_DETAILS_SCRIPT_ID)?.remove();
});

describe('<Footer> and the shop details', () => {
  it("shows the shop's e-mail, phone, address, its linked networks and its name in the copyright", () => {
    renderFooter(shop);
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'orders@loom.test' })).toHaveAttribute(
      'href',
      'mailto:orders@loom.test',
    );
    expect(within(footer).getByRole('link', { name: '+1 (217) 000-0100' })).toHaveAttribute(
      'href',
      'tel:+12170000100',
    );
    expect(within(footer).getByText('Springfield, IL 62701')).toBeInTheDocument();
    expect(
      within(footer).getByRole('link', { name: 'Loom House on Facebook (opens in a new tab)' }),
    ).toHaveAttribute('href', 'https://facebook.com/loom');
    expect(within(footer).queryByRole('link', { name: /Instagram/ })).not.toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: /LinkedIn/ })).toBeInTheDocument();
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} Loom House. All rights reserved.`);
  });

  it('leaves out what the settings do not give, never a placeholder', () => {
    renderFooter({
      ...shop,
      contactPhone: null,
      address: [],
      socialLinks: { facebook: null, instagram: null, linkedin: null },
    });
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).queryByRole('link', { name: /^tel:|\+1/ })).not.toBeInTheDocument();
    expect(footer.querySelector('a[href^="tel:"]')).toBeNull();
    expect(within(footer).queryByRole('link', { name: /opens in a new tab/ })).not.toBeInTheDocument();
    expect(footer).not.toHaveTextContent(/555|stitchdesk\.example/);
  });

  it('reads the details from the API when the page brought none', async () => {
    const fetched = vi.fn(async () =>
      Response.json({ settings: shop, cardPayments: false, currency: 'USD' }),
    );
    vi.stubGlobal('fetch', fetched);
    renderFooter(null);
    expect(await screen.findByRole('link', { name: 'orders@loom.test' })).toBeInTheDocument();
    expect(fetched).toHaveBeenCalledWith('/api/v1/settings/public', expect.anything());
  });

  it('reads the data block the server wrote into the page, and nothing from one that does not parse', () => {
    document.body.insertAdjacentHTML('beforeend', shopDetailsScript(shop));
    expect(readEmbeddedShopDetails()).toEqual(shop);
    document.getElementById(SHOP_DETAILS_SCRIPT_ID)!.textContent = '{"businessName":';
    expect(readEmbeddedShopDetails()).toBeNull();
  });
});
