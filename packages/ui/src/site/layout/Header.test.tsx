import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeToken, renderSite } from '../../test/render-site.tsx';

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });
}

function header() {
  return document.querySelector('header')!;
}

describe('<Header>', () => {
  afterEach(() => scrollTo(0));

  it('gains its shadow and blurred background only past 10 px of scroll', async () => {
    renderSite('/faq');
    await screen.findByRole('heading', { level: 1, name: 'Frequently Asked Questions' });
    expect(header()).toHaveAttribute('data-scrolled', 'false');
    expect(header()).not.toHaveClass('shadow-md');

    // The header may commit its scroll listener after the heading shows (a passive effect), so each
    // change is awaited: from 11 px (past the threshold) back to exactly 10 px (not past it).
    scrollTo(11);
    await waitFor(() => expect(header()).toHaveAttribute('data-scrolled', 'true'));
    expect(header()).toHaveClass('shadow-md', 'backdrop-blur-md', 'bg-white/80');

    scrollTo(10);
    await waitFor(() => expect(header()).toHaveAttribute('data-scrolled', 'false'));
    expect(header()).not.toHaveClass('backdrop-blur-md');
  });

  it('lists the links in the spec order and highlights the active one', async () => {
    renderSite('/pricing');
    await screen.findByRole('heading', { level: 1, name: 'Simple, flat-rate pricing' });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Stitchdesk',
      'Home',
      'About US',
      'Services',
      'Pricing',
      "FAQ's",
      'Login',
      'Register',
    ]);
    expect(within(nav).getByRole('link', { name: 'Pricing' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('shows Login and Register signed out, and Go to Dashboard signed in', async () => {
    const { unmount } = renderSite('/');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(within(nav).getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
    expect(within(nav).queryByRole('link', { name: 'Go to Dashboard' })).toBeNull();
    unmount();

    renderSite('/', { token: fakeToken('client') });
    const signedIn = screen.getByRole('navigation', { name: 'Main' });
    expect(within(signedIn).getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute(
      'href',
      '/clientpanel',
    );
    expect(within(signedIn).queryByRole('link', { name: 'Login' })).toBeNull();
    expect(within(signedIn).queryByRole('link', { name: 'Register' })).toBeNull();
  });

  it('sends staff to their console from Go to Dashboard', () => {
    renderSite('/', { token: fakeToken('employee') });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/staff');
  });
});
