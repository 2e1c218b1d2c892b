import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, fakeRoutes, networkDown } from '../../test/fake-api.ts';
import { renderSite } from '../../test/render-site.tsx';

async function fillAndSubmit(values: { username?: string; email?: string; password?: string }) {
  const user = userEvent.setup();
  await screen.findByRole('heading', { level: 1, name: 'Register' });
  if (values.username) await user.type(screen.getByLabelText('Username'), values.username);
  if (values.email) await user.type(screen.getByLabelText('Email Address'), values.email);
  if (values.password) await user.type(screen.getByLabelText('Password'), values.password);
  await user.click(screen.getByRole('button', { name: 'Register' }));
}

describe('Register page', () => {
  it('takes the e-mail address as plain text, with no format check', async () => {
    const requests = fakeRoutes({ 'POST /user/register': { status: 201, data: {} } });
    renderSite('/register');
    await screen.findByRole('heading', { level: 1, name: 'Register' });
    expect(screen.getByLabelText('Email Address')).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText('Email Address')).toHaveAttribute('inputmode', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    await fillAndSubmit({ username: 'ada', email: 'not-an-address', password: 'x' });
    expect(requests.map((r) => [r.method, r.url, r.body])).toEqual([
      ['POST', '/user/register', { username: 'ada', email: 'not-an-address', password: 'x' }],
    ]);
  });

  it.each([
    ['all empty', {}],
    ['no username', { email: 'ada@example.com', password: 'secret-1' }],
    ['no email', { username: 'ada', password: 'secret-1' }],
    ['no password', { username: 'ada', email: 'ada@example.com' }],
  ])('with %s says "Please fill in all fields" and sends nothing', async (_case, values) => {
    const requests = fakeRoutes({});
    renderSite('/register');
    await fillAndSubmit(values);
    expect(await screen.findByRole('alert')).toHaveTextContent('Please fill in all fields');
    expect(requests).toHaveLength(0);
  });

  it('on 201 toasts "Registration successful!" and goes to /login', async () => {
    fakeRoutes({ 'POST /user/register': { status: 201, data: { message: 'Registration successful' } } });
    const { router } = renderSite('/register');
    await fillAndSubmit({ username: 'ada', email: 'ada@example.com', password: 'secret-1' });
    expect(await screen.findByText('Registration successful!')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
  });

  it.each([
    ['a conflict with a server text', () => apiError(409, 'An account with this email already exists')],
    ['a network error', networkDown],
  ])('on %s reads only "Registration failed. Please try again."', async (_case, failure) => {
    fakeRoutes({ 'POST /user/register': failure });
    const { router } = renderSite('/register');
    await fillAndSubmit({ username: 'ada', email: 'ada@example.com', password: 'secret-1' });
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Registration failed\. Please try again\.$/);
    expect(router.state.location.pathname).toBe('/register');
  });

  it("shows the server's reason beside the failure message (a password under 8 characters)", async () => {
    fakeRoutes({
      'POST /user/register': () => apiError(400, 'Password must be at least 8 characters'),
    });
    renderSite('/register');
    await fillAndSubmit({ username: 'ada', email: 'ada@example.com', password: 'short' });
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Registration failed\. Please try again\.$/);
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
  });

  it('shows no reason when the server could not be reached', async () => {
    fakeRoutes({ 'POST /user/register': networkDown });
    renderSite('/register');
    await fillAndSubmit({ username: 'ada', email: 'ada@example.com', password: 'secret-1' });
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.queryByText('Network Error')).not.toBeInTheDocument();
  });

  it('treats a 2xx other than 201 as a failure', async () => {
    fakeRoutes({ 'POST /user/register': { status: 200, data: {} } });
    renderSite('/register');
    await fillAndSubmit({ username: 'ada', email: 'ada@example.com', password: 'secret-1' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Registration failed. Please try again.');
  });
});
