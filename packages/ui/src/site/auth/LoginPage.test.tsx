import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, fakeRoutes, networkDown } from '../../test/fake-api.ts';
import { fakeToken, renderSite, sitePlatform } from '../../test/render-site.tsx';

async function fillAndSubmit(email: string, password: string) {
  const user = userEvent.setup();
  await screen.findByRole('heading', { level: 1, name: 'Login' });
  if (email) await user.type(screen.getByLabelText('Email'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

describe('Login page', () => {
  it('has an Email field and a masked Password field', async () => {
    renderSite('/login');
    await screen.findByRole('heading', { level: 1, name: 'Login' });
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    // A phone brings its e-mail keyboard; the form is noValidate, so no format check blocks a submit.
    expect(screen.getByLabelText('Email')).toHaveAttribute('inputmode', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
  });

  it.each([
    ['both fields empty', '', ''],
    ['the password empty', 'ada@example.com', ''],
    ['the email empty', '', 'secret-1'],
  ])('with %s says "Please fill in all fields" and sends nothing', async (_case, email, password) => {
    const requests = fakeRoutes({});
    renderSite('/login');
    await fillAndSubmit(email, password);
    expect(await screen.findByRole('alert')).toHaveTextContent('Please fill in all fields');
    expect(requests).toHaveLength(0);
  });

  it('signs a client in: stores the token, toasts "Login successfull!" and goes home', async () => {
    const token = fakeToken('client');
    const requests = fakeRoutes({ 'POST /user/login': { data: { token } } });
    const saved: (string | null)[] = [];
    const { router } = renderSite('/login', { platform: sitePlatform(saved) });
    await fillAndSubmit('ada@example.com', 'secret-1');
    expect(requests.map((r) => [r.method, r.url, r.body])).toEqual([
      ['POST', '/user/login', { email: 'ada@example.com', password: 'secret-1' }],
    ]);
    expect(await screen.findByText('Login successfull!')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(saved).toEqual([token]);
    expect(screen.getAllByRole('link', { name: 'Go to Dashboard' })[0]).toHaveAttribute(
      'href',
      '/clientpanel',
    );
  });

  it.each(['admin', 'employee'] as const)('sends an %s to the staff console', async (role) => {
    fakeRoutes({ 'POST /user/login': { data: { token: fakeToken(role) } } });
    const { router } = renderSite('/login');
    await fillAndSubmit('staff@example.com', 'secret-1');
    expect(await screen.findByText('Staff console at /staff')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/staff');
  });

  it("shows the server's error text when the login is refused", async () => {
    fakeRoutes({ 'POST /user/login': apiError(401, 'Invalid email or password') });
    const { router } = renderSite('/login');
    await fillAndSubmit('ada@example.com', 'wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(router.state.location.pathname).toBe('/login');
  });

  it('falls back to "Login failed. Please try again." without a server text', async () => {
    fakeRoutes({ 'POST /user/login': networkDown });
    renderSite('/login');
    await fillAndSubmit('ada@example.com', 'secret-1');
    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed. Please try again.');
  });
});
