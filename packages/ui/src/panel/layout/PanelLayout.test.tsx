import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { apiError, fakeRoutes } from '../../test/fake-api.ts';
import { fakeToken, renderPanel, testPlatform } from '../../test/render-panel.tsx';

const empty = { 'GET /order/getorder': { status: 200, data: [] } };

describe('panel shell', () => {
  it('sends a signed-out visitor to /login', async () => {
    fakeRoutes(empty);
    renderPanel('/clientpanel/profile', { token: null });
    expect(await screen.findByText('Login page at /login')).toBeInTheDocument();
  });

  it('sends staff to their console', async () => {
    fakeRoutes(empty);
    renderPanel('/clientpanel', { token: fakeToken('employee') });
    expect(await screen.findByText('Staff page at /staff')).toBeInTheDocument();
  });

  it('has the sidebar of the spec, with the order submenu behind Place Your Order', async () => {
    fakeRoutes(empty);
    const user = userEvent.setup();
    renderPanel('/clientpanel');
    const nav = await screen.findByRole('navigation', { name: 'Client panel' });
    const toggle = within(nav).getByRole('button', { name: 'Place Your Order' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const links = within(nav)
      .getAllByRole('link')
      .map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['Digitizing', '/clientpanel/neworder/Digitizing'],
      ['Vector Graphics', '/clientpanel/neworder/Vector'],
      ['Custom Patches', '/clientpanel/neworder/Patches'],
      ['Custom Apparel', '/clientpanel/neworder/Custom Apparel'],
      ['Revisions', '/clientpanel/revisions'],
      ['All Orders', '/clientpanel'],
      ['Statement', '/clientpanel/statement'],
      ['Offers', '/clientpanel/offers'],
      ['Profile', '/clientpanel/profile'],
      ['Integrations', '/clientpanel/integrations'],
    ]);
    expect(screen.queryByText('Incoming artwork')).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Logout' }).length).toBeGreaterThan(0);
  });

  it('shows Settings only where the host contributes a settings page', async () => {
    fakeRoutes(empty);
    renderPanel('/clientpanel/settings', {
      platform: testPlatform({ SettingsPage: () => <h1>Desktop settings</h1> }),
    });
    expect(await screen.findByRole('heading', { name: 'Desktop settings' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/clientpanel/settings');
  });

  it('has no settings page on the web', async () => {
    fakeRoutes(empty);
    renderPanel('/clientpanel/settings');
    expect(await screen.findByText('Not found page at /not-found')).toBeInTheDocument();
  });

  it('logs out from the phone dropdown: session cleared, toast, home', async () => {
    fakeRoutes(empty);
    const save = vi.fn(async () => {});
    const user = userEvent.setup();
    renderPanel('/clientpanel', { platform: testPlatform({ tokenStore: { load: async () => null, save } }) });
    await user.click(await screen.findByRole('button', { name: 'Account menu' }));
    expect(screen.getByRole('link', { name: 'Update Profile' })).toHaveAttribute(
      'href',
      '/clientpanel/profile',
    );
    const menu = screen.getByRole('link', { name: 'Update Profile' }).closest('ul') as HTMLElement;
    await user.click(within(menu).getByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('Home page at /')).toBeInTheDocument();
    expect(screen.getByText('Logout Successfully')).toBeInTheDocument();
    expect(save).toHaveBeenCalledWith(null);
  });

  it('the phone menu toggle opens and closes the sidebar', async () => {
    fakeRoutes(empty);
    const user = userEvent.setup();
    renderPanel('/clientpanel');
    const toggle = await screen.findByRole('button', { name: 'Open menu' });
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('link', { name: 'Revisions' }));
    expect(await screen.findByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it("ends the session when the API rejects the token: the spec's notice, then the login", async () => {
    fakeRoutes({ 'GET /order/getorder': apiError(401, 'Token expired') });
    const save = vi.fn(async () => {});
    renderPanel('/clientpanel', { platform: testPlatform({ tokenStore: { load: async () => null, save } }) });
    expect(await screen.findByText('Login page at /login')).toBeInTheDocument();
    expect(await screen.findByText('session expired login again')).toBeInTheDocument();
    expect(save).toHaveBeenCalledWith(null);
  });
});
