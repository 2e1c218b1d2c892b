import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FILL_ALL_FIELDS, type UserInfo } from '@stitchdesk/shared';
import { apiError, calls, DEFAULT_USER_INFO, fakeRoutes } from '../../test/fake-api.ts';
import { renderPanel } from '../../test/render-panel.tsx';
import { renderStaff } from '../../test/render-staff.tsx';

const OFF = 'Two-factor sign-in is off';
const WRONG_CODE = 'That code is not right. Try the current code from your authenticator app.';
const REQUIRED =
  'The shop requires two-factor sign-in for staff, so it cannot be turned off for your account.';

const infoWith = (mfaEnabled: boolean): UserInfo => ({
  ...DEFAULT_USER_INFO,
  user: { ...DEFAULT_USER_INFO.user, mfaEnabled },
});

describe('Turn off two-factor sign-in', () => {
  it('Profile: asks for both, shows a refusal and keeps the session, then turns it off', async () => {
    let on = true;
    let attempts = 0;
    const log = fakeRoutes({
      'GET /user/getuser/info': () => ({ status: 200, data: infoWith(on) }),
      'POST /user/mfa/disable': () => {
        attempts += 1;
        if (attempts === 1) return apiError(400, WRONG_CODE);
        on = false;
        return { status: 200, data: { message: OFF } };
      },
    });
    const user = userEvent.setup();
    renderPanel('/clientpanel/profile');
    const form = await screen.findByRole('form', { name: 'Turn off two-factor sign-in' });
    const submit = within(form).getByRole('button', { name: 'Turn off two-factor sign-in' });

    // Empty fields are refused here, and nothing is sent.
    await user.click(submit);
    expect(within(form).getAllByText(FILL_ALL_FIELDS)).toHaveLength(1);
    expect(within(form).getByText('Enter the code from your authenticator app')).toBeInTheDocument();
    expect(calls(log)).toEqual([]);

    await user.type(within(form).getByLabelText('Current password'), 'my password');
    await user.type(within(form).getByLabelText('Code from the app or a recovery code'), '123456');
    await user.click(submit);
    expect(await within(form).findByText(WRONG_CODE)).toBeInTheDocument();
    expect(screen.queryByText('Login page at /login')).not.toBeInTheDocument();

    const code = within(form).getByLabelText('Code from the app or a recovery code');
    await user.clear(code);
    await user.type(code, ' k3m9p-x2q7r-t4w8 ');
    await user.click(submit);
    expect(await screen.findByText(OFF)).toBeInTheDocument();
    // The profile is read again: the setup is offered in place of the form.
    expect(await screen.findByRole('button', { name: 'Set up two-factor sign-in' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Turn off two-factor sign-in' })).not.toBeInTheDocument();
    const sent = log.filter((r) => r.url === '/user/mfa/disable').map((r) => r.body);
    expect(sent).toEqual([
      { password: 'my password', code: '123456' },
      { password: 'my password', code: 'k3m9p-x2q7r-t4w8' },
    ]);
  });

  it('Profile: a client with two-factor off sees no such form', async () => {
    fakeRoutes({ 'GET /user/getuser/info': { status: 200, data: infoWith(false) } });
    renderPanel('/clientpanel/profile');
    expect(await screen.findByRole('button', { name: 'Set up two-factor sign-in' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Turn off two-factor sign-in' })).not.toBeInTheDocument();
  });

  it('the staff security page: the form, and the reason when the shop requires it', async () => {
    fakeRoutes({
      'GET /user/getuser/info': { status: 200, data: infoWith(true) },
      'POST /user/mfa/disable': apiError(409, REQUIRED),
    });
    const user = userEvent.setup();
    renderStaff('/staff/security', { role: 'employee' });
    const form = await screen.findByRole('form', { name: 'Turn off two-factor sign-in' });
    await user.type(within(form).getByLabelText('Current password'), 'my password');
    await user.type(within(form).getByLabelText('Code from the app or a recovery code'), '654321');
    await user.click(within(form).getByRole('button', { name: 'Turn off two-factor sign-in' }));
    expect(await within(form).findByText(REQUIRED)).toBeInTheDocument();
    expect(screen.getByText(/On: signing in asks for a code/)).toBeInTheDocument();
  });
});
