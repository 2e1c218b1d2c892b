import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeRoutes, networkError, type FakeResponse } from '../../test/fake-api.ts';
import { renderSite } from '../../test/render-site.tsx';

/** A promise the test settles by hand, to look at the form while the request is in flight. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

async function fillForm({
  name = 'Ada Lovelace',
  email = 'ada@example.com',
  message = 'Two left chest logos',
} = {}) {
  const user = userEvent.setup();
  await screen.findByRole('heading', { level: 1, name: 'Get a Free Quote' });
  if (name) await user.type(screen.getByLabelText('Name'), name);
  if (email) await user.type(screen.getByLabelText('Email'), email);
  if (message) await user.type(screen.getByLabelText('Message'), message);
  return user;
}

describe('Quote form', () => {
  it('offers the four services with digitizing chosen, and an e-mail typed field', async () => {
    renderSite('/getquote');
    await screen.findByRole('heading', { level: 1, name: 'Get a Free Quote' });
    const select = screen.getByLabelText('Select Service');
    expect(select).toHaveValue('digitizing');
    expect(
      [...(select as HTMLSelectElement).options].map((option) => [option.value, option.textContent]),
    ).toEqual([
      ['digitizing', 'digitizing'],
      ['vector', 'vector'],
      ['apparel', 'Custom-Apparel'],
      ['patches', 'Custom-Patches'],
    ]);
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    for (const label of ['Name', 'Email', 'Message']) expect(screen.getByLabelText(label)).toBeRequired();
  });

  it('hides the honeypot from people and assistive technology', async () => {
    renderSite('/getquote');
    await screen.findByRole('heading', { level: 1, name: 'Get a Free Quote' });
    const honeypot = document.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Website' })).toBeNull();
  });

  it('refuses a missing name, a malformed e-mail or an empty message without sending', async () => {
    const requests = fakeRoutes({});
    renderSite('/getquote');
    const user = await fillForm({ name: '', email: 'not-an-email', message: '' });
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Message')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(requests).toHaveLength(0);
  });

  it('reads "Sending..." while sending, then shows success, toasts and goes home', async () => {
    const reply = deferred<FakeResponse>();
    const requests = fakeRoutes({ 'POST /quotes': () => reply.promise });
    const { router } = renderSite('/getquote');
    const user = await fillForm();
    await user.selectOptions(screen.getByLabelText('Select Service'), 'Custom-Patches');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    const sending = await screen.findByRole('button', { name: 'Sending...' });
    expect(sending).toBeDisabled();
    expect(requests.map((r) => [r.method, r.url, r.body])).toEqual([
      [
        'POST',
        '/quotes',
        {
          name: 'Ada Lovelace',
          email: 'ada@example.com',
          services: 'patches',
          message: 'Two left chest logos',
          website: '',
        },
      ],
    ]);

    reply.resolve({ status: 201, data: { message: 'Message sent successfully!' } });
    // The toast stays on the home page the form navigates to.
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByText('Message sent successfully!')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: /Embroidery files that stitch out/ })).toBeVisible();
  });

  it('keeps the form and says "Error sending message. Please try again." on failure', async () => {
    const reply = deferred<FakeResponse>();
    fakeRoutes({ 'POST /quotes': () => reply.promise });
    const { router } = renderSite('/getquote');
    const user = await fillForm();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await screen.findByRole('button', { name: 'Sending...' });
    reply.reject(networkError());

    expect(await screen.findByRole('alert')).toHaveTextContent('Error sending message. Please try again.');
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    expect(screen.getByLabelText('Name')).toHaveValue('Ada Lovelace');
    expect(router.state.location.pathname).toBe('/getquote');
  });
  it('says when a throttled visitor can try again, beside the failure message', async () => {
    fakeRoutes({
      'POST /quotes': () => ({
        status: 429,
        headers: { 'retry-after': '401' },
        data: {
          error: 'Too many quote requests. Please try again later.',
          message: 'Too many quote requests. Please try again later.',
          retryAfterSeconds: 401,
        },
      }),
    });
    renderSite('/getquote');
    const user = await fillForm();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^Error sending message\. Please try again\. You can try again in 7 minutes\.$/,
    );
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    expect(screen.getByLabelText('Message')).toHaveValue('Two left chest logos');
  });

  it('adds no wait to the failure message when the server gave none', async () => {
    fakeRoutes({ 'POST /quotes': () => Promise.reject(networkError()) });
    renderSite('/getquote');
    const user = await fillForm();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^Error sending message\. Please try again\.$/,
    );
  });

  it('sends chosen artwork as multipart, the fields first, then each file in "files"', async () => {
    const requests = fakeRoutes({
      'POST /quotes': () => ({ status: 201, data: { message: 'Message sent successfully!' } }),
    });
    const { router } = renderSite('/getquote');
    const user = await fillForm();
    const logo = new File(['logo-bytes'], 'logo.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Artwork (optional)'), logo);
    expect(screen.getByRole('list', { name: 'Chosen files' })).toHaveTextContent('logo.png');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'));

    const body = requests.find((r) => r.url === '/quotes')?.body;
    expect(body).toBeInstanceOf(FormData);
    const entries = [...(body as FormData).entries()];
    expect(entries.map(([key]) => key)).toEqual(['name', 'email', 'services', 'message', 'website', 'files']);
    expect(entries[0][1]).toBe('Ada Lovelace');
    expect((entries[5][1] as File).name).toBe('logo.png');
  });

  it('refuses more than 5 files before sending', async () => {
    const requests = fakeRoutes({});
    renderSite('/getquote');
    const user = await fillForm();
    const files = Array.from({ length: 6 }, (_, i) => new File(['x'], `art-${i}.png`, { type: 'image/png' }));
    await user.upload(screen.getByLabelText('Artwork (optional)'), files);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Attach at most 5 files')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });
});
