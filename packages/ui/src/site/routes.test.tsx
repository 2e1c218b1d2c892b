import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DIGITIZING_PRICES, formatUsd, PATCH_PRICES, VECTOR_PRICES } from '@stitchdesk/shared';
import { renderSite } from '../test/render-site.tsx';

async function heading(name: string | RegExp) {
  return screen.findByRole('heading', { level: 1, name });
}

describe('public routes', () => {
  it.each([
    ['/services/embroidery'],
    ['/services/customApparel'],
    ['/pricing/apparel'],
    ['/pricing/Digitizing'],
  ])('sends the unknown service of %s to /not-found', async (path) => {
    const { router } = renderSite(path);
    expect(await heading('Uh-oh!')).toBeVisible();
    expect(screen.getByText("We can't find that page.")).toBeVisible();
    expect(router.state.location.pathname).toBe('/not-found');
  });

  it('shows the not-found page for any unknown path, with a link home', async () => {
    const { router } = renderSite('/no/such/page');
    expect(await heading('Uh-oh!')).toBeVisible();
    expect(router.state.location.pathname).toBe('/no/such/page');
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  it('renders the home sections in order with the quote button and the three service cards', () => {
    renderSite('/');
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    const order = ['We Offer Best Services', 'What Our Clients Say', 'Top Seller', 'Book Your Next Project'];
    expect(headings.filter((text) => order.includes(text ?? ''))).toEqual(order);
    expect(screen.getByRole('link', { name: 'GET FREE QUOTE' })).toHaveAttribute('href', '/getquote');
    const services = screen.getByRole('region', { name: 'We Offer Best Services' });
    expect(
      within(services)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/services/digitizing', '/services/vector', '/services/patches']);
    const topSeller = screen.getByRole('region', { name: 'Top Seller' });
    expect(within(topSeller).getAllByRole('img')).toHaveLength(3);
    const book = screen.getByRole('region', { name: 'Book Your Next Project' });
    for (const point of ['Flexible Options', 'Competitive Pricing Structures', 'Value for Money'])
      expect(within(book).getByRole('heading', { name: point })).toBeVisible();
  });

  it('plays the hero video muted, looping, inline, at 0.4x', () => {
    renderSite('/');
    const video = document.querySelector('video')!;
    expect(video.muted).toBe(true);
    expect(video.loop).toBe(true);
    expect(video.autoplay).toBe(true);
    expect(video.playsInline).toBe(true);
    expect(video.playbackRate).toBe(0.4);
    video.playbackRate = 1;
    video.dispatchEvent(new Event('loadedmetadata'));
    expect(video.playbackRate).toBe(0.4);
    expect([...video.querySelectorAll('source')].map((s) => s.getAttribute('src'))).toEqual([
      '/media/hero.webm',
      '/media/hero.mp4',
    ]);
    expect(video).toHaveAttribute('poster', '/media/hero-poster.jpg');
  });

  it.each([
    [
      '/services/digitizing',
      'Digitizing',
      ['Left Chest', 'Hat and Cap', 'Jacket Back', '3D Puff', 'Applique Cut'],
    ],
    [
      '/services/vector',
      'Vector',
      [
        'Raster to Vector',
        'DTF and DTG Vectors',
        'Color Separations',
        'Halftone Vectors',
        'Mockups and Proofs',
      ],
    ],
    [
      '/services/patches',
      'Patches',
      ['Embroidery', 'Woven Patches and Tags', 'Leather', 'Chenille', 'Sublimation', 'PVC'],
    ],
  ])(
    '%s lists its offerings and links Place Orders to its new-order form',
    async (path, label, offerings) => {
      renderSite(path);
      await screen.findByRole('heading', { level: 1 });
      const list = screen.getByRole('region', { name: /Services$/ });
      expect(
        within(list)
          .getAllByRole('heading', { level: 3 })
          .map((h) => h.textContent),
      ).toEqual(offerings);
      for (const link of screen.getAllByRole('link', { name: 'Place Orders' }))
        expect(link).toHaveAttribute('href', `/clientpanel/neworder/${label}`);
    },
  );

  it('shows every digitizing price from the shared table', async () => {
    renderSite('/pricing/digitizing');
    await heading('Embroidery Digitizing Pricing');
    for (const rate of DIGITIZING_PRICES.flat) {
      const card = screen.getByRole('heading', { name: rate.name }).closest('li')!;
      const price =
        'maxAmount' in rate
          ? `${formatUsd(rate.amount)} to ${formatUsd(rate.maxAmount)}`
          : formatUsd(rate.amount);
      expect(card).toHaveTextContent(price);
    }
    for (const plan of DIGITIZING_PRICES.monthly) {
      const card = screen.getByRole('heading', { name: plan.name }).closest('li')!;
      expect(card).toHaveTextContent(formatUsd(plan.price));
      expect(card).toHaveTextContent(plan.includes);
    }
  });

  it('shows every vector price from the shared table', async () => {
    renderSite('/pricing/vector');
    await heading('Vector Art Pricing');
    for (const rate of VECTOR_PRICES.flat) {
      const card = screen.getByRole('heading', { name: rate.name }).closest('li')!;
      expect(card).toHaveTextContent(formatUsd(rate.amount));
      expect(card).toHaveTextContent(rate.description);
    }
    for (const plan of VECTOR_PRICES.monthly) {
      const card = screen.getByRole('heading', { name: plan.name }).closest('li')!;
      expect(card).toHaveTextContent(`${formatUsd(plan.price)}`);
      expect(card).toHaveTextContent(plan.includes);
    }
  });

  it('shows every patch package price from the shared table', async () => {
    renderSite('/pricing/patches');
    await heading('Custom Patches Pricing');
    const table = screen.getByRole('table');
    expect(within(table).getByRole('columnheader', { name: PATCH_PRICES.groups.standard })).toBeVisible();
    expect(within(table).getByRole('columnheader', { name: PATCH_PRICES.groups.printed })).toBeVisible();
    for (const tier of PATCH_PRICES.tiers) {
      const row = within(table)
        .getByRole('rowheader', { name: `${tier.quantity} pcs` })
        .closest('tr')!;
      expect(
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ).toEqual([formatUsd(tier.standard), formatUsd(tier.printed)]);
    }
    expect(screen.getByText('Minimum order 10 pieces')).toBeVisible();
  });

  it('animates the About Us counters to 10+, 1547+ and 999+', async () => {
    renderSite('/aboutus');
    await heading('The people behind Stitchdesk');
    for (const text of ['10+ Years of Experience', '1547+ Orders Completed', '999+ Satisfied Clients'])
      expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('lists the five FAQ items with the first one open', async () => {
    renderSite('/faq');
    await heading('Frequently Asked Questions');
    const faq = screen.getByRole('region', { name: 'Questions and answers' });
    const questions = within(faq).getAllByRole('button');
    expect(questions).toHaveLength(5);
    expect(questions.map((q) => q.getAttribute('aria-expanded'))).toEqual([
      'true',
      'false',
      'false',
      'false',
      'false',
    ]);
    expect(screen.getByText(/Revisions are free until you are satisfied/)).toBeVisible();
    expect(screen.getByText(/minimum for custom patches is 10 pieces/)).not.toBeVisible();
  });
});
