import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderSite } from '../../test/render-site.tsx';

async function openMenu() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Open menu' }));
  return { user, menu: await screen.findByRole('dialog', { name: 'Menu' }) };
}

describe('mobile menu', () => {
  it('locks page scrolling while open and restores it when closed by the close icon', async () => {
    document.body.style.overflow = 'scroll';
    renderSite('/');
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');

    const { user, menu } = await openMenu();
    expect(document.body.style.overflow).toBe('hidden');
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(menu).getByRole('button', { name: 'Close menu' })).toHaveFocus();

    await user.click(within(menu).getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();
    expect(document.body.style.overflow).toBe('scroll');
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
    document.body.style.overflow = '';
  });

  it('closes when a link is chosen, and the page follows the link', async () => {
    const { router } = renderSite('/');
    const { user, menu } = await openMenu();
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Stitchdesk', 'Home', 'About US', 'Services', 'Pricing', "FAQ's", 'Login', 'Register']);
    await user.click(within(menu).getByRole('link', { name: 'About US' }));
    expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();
    expect(document.body.style.overflow).toBe('');
    // The about page is a lazy chunk: the location changes once it has loaded.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'The people behind Stitchdesk' }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/aboutus');
  });

  it('closes on Escape', async () => {
    renderSite('/');
    const { user } = await openMenu();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();
    expect(document.body.style.overflow).toBe('');
  });
});
