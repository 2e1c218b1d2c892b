import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { apiError, calls, fakeRoutes } from '../../test/fake-api.ts';
import { renderPanel, testPlatform } from '../../test/render-panel.tsx';

const ENDED = 'Signed out everywhere. Your API tokens were revoked.';

describe('Profile: Sign out everywhere', () => {
  it('asks first, then ends every session on the server and signs out here', async () => {
    const log = fakeRoutes({ 'POST /user/sign-out-everywhere': { status: 200, data: { message: ENDED } } });
    const save = vi.fn(async () => {});
    const user = userEvent.setup();
    renderPanel('/clientpanel/profile', {
      platform: testPlatform({ tokenStore: { load: async () => null, save } }),
    });
    await user.click(await screen.findByRole('button', { name: 'Sign out everywhere' }));
    // The first press only asks: nothing is sent yet, and Cancel takes it back.
    expect(calls(log)).not.toContain('POST /user/sign-out-everywhere');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    await user.click(screen.getByRole('button', { name: 'Yes, sign out everywhere' }));

    expect(await screen.findByText('Login page at /login')).toBeInTheDocument();
    expect(screen.getByText(ENDED)).toBeInTheDocument();
    expect(calls(log).filter((call) => call === 'POST /user/sign-out-everywhere')).toHaveLength(1);
    expect(save).toHaveBeenCalledWith(null);
  });

  it('stays signed in and says why when the server refuses', async () => {
    fakeRoutes({ 'POST /user/sign-out-everywhere': apiError(503, 'The service is busy, try again') });
    const save = vi.fn(async () => {});
    const user = userEvent.setup();
    renderPanel('/clientpanel/profile', {
      platform: testPlatform({ tokenStore: { load: async () => null, save } }),
    });
    await user.click(await screen.findByRole('button', { name: 'Sign out everywhere' }));
    await user.click(screen.getByRole('button', { name: 'Yes, sign out everywhere' }));
    expect(await screen.findByText('The service is busy, try again')).toBeInTheDocument();
    expect(screen.queryByText('Login page at /login')).not.toBeInTheDocument();
    expect(save).not.toHaveBeenCalledWith(null);
  });
});
