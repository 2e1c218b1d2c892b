import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ApiToken, CreatedApiToken } from '@stitchdesk/shared';
import { apiError, calls, fakeRoutes } from '../../test/fake-api.ts';
import { renderPanel } from '../../test/render-panel.tsx';
import { CHOOSE_A_SCOPE } from './NewTokenForm.tsx';

const STORE: ApiToken = {
  id: '0190c0de-0000-7000-8000-0000000000aa',
  name: 'Web store',
  scopes: ['orders:read', 'orders:write'],
  prefix: 'sdk_1a2b3c4d',
  createdAt: '2026-03-02T13:00:00.000Z',
  lastUsedAt: null,
};
const CREATED: CreatedApiToken = {
  id: '0190c0de-0000-7000-8000-0000000000bb',
  name: 'Shop system',
  scopes: ['orders:read'],
  prefix: 'sdk_99aa88bb',
  createdAt: '2026-03-03T09:00:00.000Z',
  token: 'sdk_99aa88bb_' + 'A'.repeat(43),
};

describe('Integrations: API tokens', () => {
  it('shows loading, then the empty state', async () => {
    fakeRoutes({ 'GET /user/api-tokens': { data: { tokens: [] } } });
    renderPanel('/clientpanel/integrations');
    expect(await screen.findByRole('heading', { name: 'Integrations' })).toBeInTheDocument();
    expect(await screen.findByText('You have no API tokens yet.')).toBeInTheDocument();
  });

  it('shows an error when the list cannot load', async () => {
    fakeRoutes({ 'GET /user/api-tokens': apiError(500, 'Database unavailable') });
    renderPanel('/clientpanel/integrations');
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Database unavailable');
  });

  it('creates a token with the chosen permissions and shows it once', async () => {
    let tokens: ApiToken[] = [STORE];
    const log = fakeRoutes({
      'GET /user/api-tokens': () => ({ data: { tokens } }),
      'POST /user/api-tokens': () => {
        tokens = [{ ...CREATED, lastUsedAt: null }, STORE];
        return { status: 201, data: CREATED };
      },
    });
    const user = userEvent.setup();
    renderPanel('/clientpanel/integrations');
    const list = await screen.findByRole('list', { name: 'Your API tokens' });
    expect(within(list).getByText('sdk_1a2b3c4d…')).toBeInTheDocument();
    expect(within(list).getByText('Never')).toBeInTheDocument();
    // A person's date, not ISO.
    expect(list.textContent).not.toMatch(/2026-03-02T/);

    await user.click(screen.getByRole('checkbox', { name: /orders:read/ }));
    await user.type(screen.getByLabelText('Token name'), 'Shop system');
    await user.click(screen.getByRole('button', { name: 'Create token' }));
    expect(screen.getByText(CHOOSE_A_SCOPE)).toBeInTheDocument();
    expect(calls(log)).toEqual(['GET /user/api-tokens']);

    await user.click(screen.getByRole('checkbox', { name: /orders:read/ }));
    await user.click(screen.getByRole('button', { name: 'Create token' }));
    expect(await screen.findByLabelText('New API token', { selector: 'code' })).toHaveTextContent(
      CREATED.token,
    );
    expect(screen.getByRole('heading', { name: 'Your new token “Shop system”' })).toHaveFocus();
    expect(log.find((r) => r.method === 'POST')?.body).toEqual({
      name: 'Shop system',
      scopes: ['orders:read'],
    });
    await waitFor(() => expect(within(list).getByText('Shop system')).toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByText(CREATED.token)).not.toBeInTheDocument();
  });

  it('revokes a token only after confirmation', async () => {
    let tokens: ApiToken[] = [STORE];
    const log = fakeRoutes({
      'GET /user/api-tokens': () => ({ data: { tokens } }),
      'DELETE /user/api-tokens/:id': () => {
        tokens = [];
        return { status: 204 };
      },
    });
    const user = userEvent.setup();
    renderPanel('/clientpanel/integrations');
    await user.click(await screen.findByRole('button', { name: 'Revoke “Web store”' }));
    const confirm = screen.getByRole('group', { name: 'Revoke “Web store”?' });
    await user.click(within(confirm).getByRole('button', { name: 'Keep' }));
    expect(calls(log).filter((c) => c.startsWith('DELETE'))).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Revoke “Web store”' }));
    await user.click(
      within(screen.getByRole('group', { name: 'Revoke “Web store”?' })).getByRole('button', {
        name: 'Revoke',
      }),
    );
    expect(await screen.findByText('You have no API tokens yet.')).toBeInTheDocument();
    expect(calls(log)).toContain(`DELETE /user/api-tokens/${STORE.id}`);
  });
});
