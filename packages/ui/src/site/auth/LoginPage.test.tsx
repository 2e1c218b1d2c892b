import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError, AxiosHeaders, type AxiosResponse } from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../lib/http.ts';
import { fakeToken, renderSite, sitePlatform } from '../../test/render-site.tsx';

function httpFailure(status: number, data: unknown): AxiosError {
  const response = { status, data, statusText: '', headers: {}, config: { headers: new AxiosHeaders() } };
  return new AxiosError('Request failed', 'ERR_BAD_REQUEST', undefined, undefined, response as AxiosResponse);
}

async function fillAndSubmit(email: string, password: string) {
  const user = userEvent.setup();
  await screen.findByRole('heading', { level: 1, name: 'Login' });
  if (email) await user.type(screen.getByLabelText('Email'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

describe('Login page', () => {
  afterEach(() => vi.restoreAllMocks());

  it('has an Email field and a masked Password field', async () => {
    renderSite('/login');
    await screen.findByRole('heading', { level: 1, name: 'Login' });
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
  });

  it.each([
    ['both fields empty', '', ''],
    ['the password empty', 'ada@example.com', ''],
    ['the email empty', '', 'secret-1'],
  ])('with %s says "Please fill in all fields" and sends nothing', async (_case, email, password) => {
    const post = vi.spyOn(http, 'post');
    renderSite('/login');
    await fillAndSubmit(email, password);
    expect(await screen.findByRole('alert')).toHaveTextContent('Please fill in all fields');
    expect(post).not.toHaveBeenCalled();
  });

  it('signs a client in: stores the token, toasts "Login successfull!" and goes home', async () => {
    const token = fakeToken('client');
    const post = vi.spyOn(http, 'post').mockResolvedValue({ status: 200, data: { token } });
    const saved: (string | null)[] = [];
    const { router } = renderSite('/login', { platform: sitePlatform(saved) });
    await fillAndSubmit('ada@example.com', 'secret-1');
    expect(post).toHaveBeenCalledWith('/user/login', { email: 'ada@example.com', password: 'secret-1' });
    expect(await screen.findByText('Login successfull!')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(saved).toEqual([token]);
    expect(screen.getAllByRole('link', { name: 'Go to Dashboard' })[0]).toHaveAttribute(
      'href',
      '/clientpanel',
    );
  });

  it.each(['admin', 'employee'] as const)('sends an %s to the staff console', async (role) => {
    vi.spyOn(http, 'post').mockResolvedValue({ status: 200, data: { token: fakeToken(role) } });
    const { router } = renderSite('/login');
    await fillAndSubmit('staff@example.com', 'secret-1');
    expect(await screen.findByText('Staff console at /staff')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/staff');
  });

  it("shows the server's error text when the login is refused", async () => {
    vi.spyOn(http, 'post').mockRejectedValue(httpFailure(401, { error: 'Invalid email or password' }));
    const { router } = renderSite('/login');
    await fillAndSubmit('ada@example.com', 'wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(router.state.location.pathname).toBe('/login');
  });

  it('falls back to "Login failed. Please try again." without a server text', async () => {
    vi.spyOn(http, 'post').mockRejectedValue(new AxiosError('Network Error', 'ERR_NETWORK'));
    renderSite('/login');
    await fillAndSubmit('ada@example.com', 'secret-1');
    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed. Please try again.');
  });
});
