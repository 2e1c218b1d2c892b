import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withProfileDefaults, type UserInfo } from '@stitchdesk/shared';
import { apiError, calls, fakeRoutes } from '../../test/fake-api.ts';
import { renderPanel } from '../../test/render-panel.tsx';

const employees = [
  { id: '11111111-1111-4111-8111-111111111111', username: 'Ayesha' },
  { id: '22222222-2222-4222-8222-222222222222', username: 'Bilal' },
];

afterEach(() => vi.restoreAllMocks());

describe('Profile', () => {
  it('shows the user and the assignee; Assign without a choice alerts and sends nothing', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const info: UserInfo = {
      user: {
        username: 'sam',
        email: 'sam@example.com',
        assignTo: employees[1].id,
        emailVerified: true,
        mfaEnabled: false,
        mfaSetupRequired: false,
      },
      employees,
    };
    const log = fakeRoutes({ 'GET /user/getuser/info': { status: 200, data: info } });
    const user = userEvent.setup();
    renderPanel('/clientpanel/profile');
    expect(await screen.findByText('sam@example.com')).toBeInTheDocument();
    expect(screen.getByText('Bilal')).toBeInTheDocument();

    const toggle = screen.getByRole('button', { name: 'Assign Task' });
    expect(screen.queryByLabelText('Employee')).not.toBeInTheDocument();
    await user.click(toggle);
    expect(screen.getByLabelText('Employee')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Assign' }));
    expect(alert).toHaveBeenCalledWith('Please select an employee to assign the task.');
    // The page and the panel's e-mail banner read the profile (a background read); nothing else is sent.
    expect(log.some((request) => request.method === 'GET' && request.url === '/user/getuser/info')).toBe(
      true,
    );
    expect(calls(log)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Hide' }));
    expect(screen.queryByLabelText('Employee')).not.toBeInTheDocument();
  });

  it('assigns, then reloads the profile', async () => {
    let assignTo: string | null = null;
    const log = fakeRoutes({
      'GET /user/getuser/info': () => ({
        status: 200,
        data: { user: { username: 'sam', email: 's@x.io', assignTo }, employees },
      }),
      'PATCH /user/update/assign-project': (request) => {
        assignTo = (request.body as { assignTo: string }).assignTo;
        return { status: 200, data: { message: 'Project assigned' } };
      },
    });
    const user = userEvent.setup();
    renderPanel('/clientpanel/profile');
    expect(await screen.findByText('Not assigned')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Assign Task' }));
    await user.selectOptions(screen.getByLabelText('Employee'), 'Ayesha');
    await user.click(screen.getByRole('button', { name: 'Assign' }));
    expect(await screen.findByText('Ayesha')).toBeInTheDocument();
    // The profile read is a background read for calls(): look for it in the whole log.
    const sent = log
      .map((request) => `${request.method} ${request.url}`)
      .filter((call) => call === 'PATCH /user/update/assign-project' || call === 'GET /user/getuser/info');
    expect(sent.slice(sent.indexOf('PATCH /user/update/assign-project'))).toEqual([
      'PATCH /user/update/assign-project',
      'GET /user/getuser/info',
    ]);
  });

  it('toasts the two failures of the spec', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fakeRoutes({ 'GET /user/getuser/info': apiError(500, 'x') });
    renderPanel('/clientpanel/profile');
    expect(await screen.findByText('Error fetching user info')).toBeInTheDocument();
  });

  it('toasts "Error assigning project" when the assignment fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fakeRoutes({
      'GET /user/getuser/info': {
        status: 200,
        data: { user: { username: 'sam', email: 's@x.io', assignTo: null }, employees },
      },
      'PATCH /user/update/assign-project': apiError(400, 'nope'),
    });
    const user = userEvent.setup();
    renderPanel('/clientpanel/profile');
    await user.click(await screen.findByRole('button', { name: 'Assign Task' }));
    await user.selectOptions(screen.getByLabelText('Employee'), 'Bilal');
    await user.click(screen.getByRole('button', { name: 'Assign' }));
    expect(await screen.findByText('Error assigning project')).toBeInTheDocument();
  });

  it('saves the machines: formats, PES version and needles, by their labels', async () => {
    const log = fakeRoutes({
      'GET /user/getuser/info': {
        status: 200,
        data: { user: { username: 'sam', email: 's@x.io', assignTo: null }, employees },
      },
      'PUT /user/machine-profile': (request) => ({
        status: 200,
        data: { ...withProfileDefaults(null), ...(request.body as object) },
      }),
    });
    const user = userEvent.setup();
    renderPanel('/clientpanel/profile');
    await screen.findByRole('heading', { name: 'Machines' });
    await user.click(screen.getByRole('checkbox', { name: /^PES/ }));
    await user.click(screen.getByRole('checkbox', { name: /^JEF/ }));
    await user.click(screen.getByRole('checkbox', { name: /^DST/ }));
    await user.selectOptions(screen.getByLabelText('PES version'), '1');
    await user.clear(screen.getByLabelText('Needles'));
    await user.type(screen.getByLabelText('Needles'), '6');
    await user.selectOptions(screen.getByLabelText('Thread brand'), 'janome');
    // What the sew-out estimate is worked out with, the defaults shown until changed.
    expect(screen.getByLabelText('Seconds per trim')).toHaveValue(4);
    await user.clear(screen.getByLabelText('Seconds per colour change'));
    await user.type(screen.getByLabelText('Seconds per colour change'), '45');
    await user.clear(screen.getByLabelText('Fabric with backing (mm thick)'));
    await user.type(screen.getByLabelText('Fabric with backing (mm thick)'), '2.5');
    await user.click(screen.getByRole('button', { name: 'Save machines' }));
    expect(await screen.findByText('Machine settings saved')).toBeInTheDocument();
    const put = log.find((r) => r.method === 'PUT');
    expect(put?.body).toMatchObject({
      formats: ['PES', 'JEF'],
      pesVersion: 1,
      needles: 6,
      threadChart: 'janome',
      secondsPerTrim: 4,
      secondsPerColorChange: 45,
      fabricMm: 2.5,
    });
  });
});
