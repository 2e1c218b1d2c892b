import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Preset } from '@stitchdesk/shared';
import { apiError, calls, fakeRoutes, type FakeRequest } from '../../test/fake-api.ts';
import { renderPanel } from '../../test/render-panel.tsx';

const preset = (over: Partial<Preset>): Preset => ({
  _id: '0190c0de-0000-7000-8000-000000000001',
  name: 'Left chest',
  service: 'Digitizing',
  fields: {},
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...over,
});

const LEFT_CHEST = preset({
  fields: {
    designName: 'Eagle',
    designCategory: 'Left Chest',
    designSize: { height: 3.5, width: 4 },
    otherInstructions: 'Keep the colours',
  },
});
const JACKETS = preset({
  _id: '0190c0de-0000-7000-8000-000000000002',
  name: 'Jacket backs',
  fields: { designCategory: 'Jacket Back' },
});
const HOODIES = preset({
  _id: '0190c0de-0000-7000-8000-000000000003',
  name: 'Hoodies',
  service: 'Custom Apparel',
  fields: { garmentCategory: 'Hoodie', garmentGSM: 320 },
});

describe('presets on the new-order form', () => {
  it('uses a preset of this service: fills the fields, keeps the title', async () => {
    fakeRoutes({ 'GET /user/presets': { data: { presets: [JACKETS, LEFT_CHEST, HOODIES] } } });
    const user = userEvent.setup();
    renderPanel('/clientpanel/neworder/Digitizing');
    await user.type(await screen.findByLabelText('Order Title'), 'Team cap');
    await user.type(screen.getByLabelText('Design Name (optional)'), 'Old name');

    const select = await screen.findByLabelText('Saved preset');
    // Only this service's presets are offered.
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose a preset…', 'Jacket backs', 'Left chest']);
    expect(screen.getByRole('button', { name: 'Use preset' })).toBeDisabled();
    await user.selectOptions(select, 'Left chest');
    await user.click(screen.getByRole('button', { name: 'Use preset' }));

    expect(screen.getByLabelText('Order Title')).toHaveValue('Team cap');
    expect(screen.getByLabelText('Design Name (optional)')).toHaveValue('Eagle');
    expect(screen.getByLabelText('Design Category')).toHaveValue('Left Chest');
    expect(screen.getByLabelText('Design Width (inches)')).toHaveValue(4);
    expect(screen.getByLabelText('Design Height (inches)')).toHaveValue(3.5);
    expect(screen.getByText('Preset “Left chest” applied')).toBeInTheDocument();
  });

  it('saves the form as a preset: service and fields, never title or files', async () => {
    let saved: FakeRequest | undefined;
    const log = fakeRoutes({
      'POST /user/presets': (request) => {
        saved = request;
        return { status: 201, data: { message: 'Preset saved', preset: preset({ name: 'Caps' }) } };
      },
    });
    const user = userEvent.setup();
    renderPanel('/clientpanel/neworder/Digitizing');
    expect(await screen.findByText(/No Digitizing presets yet/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Order Title'), 'Not in the preset');
    await user.selectOptions(screen.getByLabelText('Design Category'), '3D Puffs');
    await user.type(screen.getByLabelText('Design Width (inches)'), '3');
    await user.type(screen.getByLabelText('Design Height (inches)'), '2');

    await user.click(screen.getByRole('button', { name: 'Save as preset' }));
    const name = screen.getByLabelText('Preset name');
    expect(name).toHaveFocus();
    await user.type(name, 'Caps{Enter}');

    expect(await screen.findByText('Preset “Caps” saved')).toBeInTheDocument();
    expect(saved?.body).toEqual({
      name: 'Caps',
      service: 'digitizing',
      fields: {
        designName: '',
        otherInstructions: '',
        designCategory: '3D Puffs',
        designSize: { height: '2', width: '3' },
      },
    });
    expect(calls(log)).toEqual(['POST /user/presets']);
    // The list is read again so the new preset can be chosen.
    await waitFor(() =>
      expect(log.filter((r) => r.url === '/user/presets' && r.method === 'GET')).toHaveLength(2),
    );
  });

  it('selects a newly saved preset, and updates the chosen preset from the form', async () => {
    const CAPS = preset({
      _id: '0190c0de-0000-7000-8000-000000000009',
      name: 'Caps',
      fields: { designCategory: 'Cap' },
    });
    let presets: Preset[] = [LEFT_CHEST];
    const patches: FakeRequest[] = [];
    fakeRoutes({
      'GET /user/presets': () => ({ data: { presets } }),
      'POST /user/presets': () => {
        presets = [LEFT_CHEST, CAPS];
        return { status: 201, data: { message: 'Preset saved', preset: CAPS } };
      },
      [`PATCH /user/presets/${CAPS._id}`]: (request) => {
        patches.push(request);
        return { data: { message: 'Preset updated', preset: CAPS } };
      },
    });
    const user = userEvent.setup();
    renderPanel('/clientpanel/neworder/Digitizing');
    const select = await screen.findByLabelText('Saved preset');
    expect(screen.getByRole('button', { name: 'Update preset' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Save as preset' }));
    await user.type(screen.getByLabelText('Preset name'), 'Caps{Enter}');
    expect(await screen.findByText('Preset “Caps” saved')).toBeInTheDocument();
    await waitFor(() => expect(select).toHaveValue(CAPS._id));

    await user.selectOptions(screen.getByLabelText('Design Category'), 'Left Chest');
    await user.click(screen.getByRole('button', { name: 'Update preset' }));
    expect(await screen.findByText('Preset “Caps” updated with this form’s fields')).toBeInTheDocument();
    expect(patches).toHaveLength(1);
    expect(patches[0].body).toMatchObject({ fields: { designCategory: 'Left Chest' } });
  });

  it('shows the server’s refusal of a name', async () => {
    fakeRoutes({ 'POST /user/presets': apiError(409, 'You already have a preset with this name') });
    const user = userEvent.setup();
    renderPanel('/clientpanel/neworder/Vector');
    await user.click(await screen.findByRole('button', { name: 'Save as preset' }));
    await user.type(screen.getByLabelText('Preset name'), 'Caps');
    await user.click(screen.getByRole('button', { name: 'Save preset' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You already have a preset with this name');
  });

  it('says when the presets cannot be loaded, and tries again on request', async () => {
    let fail = true;
    fakeRoutes({
      'GET /user/presets': () =>
        fail ? apiError(500, 'Something went wrong') : { data: { presets: [LEFT_CHEST] } },
    });
    const user = userEvent.setup();
    renderPanel('/clientpanel/neworder/Digitizing');
    expect(await screen.findByText('Something went wrong', {}, { timeout: 5000 })).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('Saved preset')).toBeInTheDocument();
  });

  it('renames and deletes (after confirming) in the manage list', async () => {
    let presets = [JACKETS, LEFT_CHEST, HOODIES];
    const log = fakeRoutes({
      'GET /user/presets': () => ({ data: { presets } }),
      'PATCH /user/presets/:id': (request) => {
        const body = request.body as { name: string };
        presets = presets.map((p) => (request.url.endsWith(p._id) ? { ...p, name: body.name } : p));
        return { data: { message: 'Preset updated', preset: presets[0] } };
      },
      'DELETE /user/presets/:id': (request) => {
        presets = presets.filter((p) => !request.url.endsWith(p._id));
        return { status: 204 };
      },
    });
    const user = userEvent.setup();
    renderPanel('/clientpanel/neworder/Digitizing');
    await user.click(await screen.findByRole('button', { name: 'Manage presets' }));
    const list = await screen.findByRole('list', { name: 'Your presets' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(
      within(list).getByRole('link', { name: 'Open Custom Apparel form with “Hoodies”' }),
    ).toHaveAttribute('href', `/clientpanel/neworder/Custom%20Apparel?preset=${HOODIES._id}`);

    await user.click(within(list).getByRole('button', { name: 'Rename “Jacket backs”' }));
    const input = within(list).getByLabelText('New name for “Jacket backs”');
    await user.clear(input);
    await user.type(input, 'Big backs');
    await user.click(within(list).getByRole('button', { name: 'Save name' }));
    expect(await within(list).findByText('Big backs')).toBeInTheDocument();

    await user.click(within(list).getByRole('button', { name: 'Delete “Left chest”' }));
    const confirm = within(list).getByRole('group', { name: 'Delete “Left chest”?' });
    // Nothing is deleted until the person confirms.
    expect(calls(log)).toEqual([`PATCH /user/presets/${JACKETS._id}`]);
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(list).queryByText('Left chest')).not.toBeInTheDocument());
    expect(calls(log)).toEqual([
      `PATCH /user/presets/${JACKETS._id}`,
      `DELETE /user/presets/${LEFT_CHEST._id}`,
    ]);
  });

  it('applies the preset named in ?preset= once the list arrives', async () => {
    fakeRoutes({ 'GET /user/presets': { data: { presets: [HOODIES] } } });
    renderPanel(`/clientpanel/neworder/Custom%20Apparel?preset=${HOODIES._id}`);
    await waitFor(() => expect(screen.getByLabelText('Garment Category')).toHaveValue('Hoodie'));
    expect(screen.getByLabelText('Garment GSM')).toHaveValue(320);
  });
});
