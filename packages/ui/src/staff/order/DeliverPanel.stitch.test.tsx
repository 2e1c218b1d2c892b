import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeRoutes, type FakeRequest } from '../../test/fake-api.ts';
import { detail, fileUrl } from '../../test/staff-fixtures.ts';
import { renderStaff } from '../../test/render-staff.tsx';
import { sampleDstBytes, stitchInfoOf } from '../../test/stitch-files.ts';
import { uploadAnswer, uploadedFileOf } from '../../test/uploads.ts';

const ID = '3f1c4d2e-0000-4000-8000-0000000000bb';
const UPLOADED = 'aaaaaaaa-0000-4000-8000-0000000000d1';

/** A fake POST /uploads that stores every file as UPLOADED. */
function storeAsUploaded(request: FakeRequest) {
  const file = uploadedFileOf(request);
  return uploadAnswer(file, fileUrl(UPLOADED, file.name), '');
}

/** An In Progress digitizing order asking for `designSize` (inches); the sample DST is 1.75 × 3.07 in. */
function serve(designSize: { width: number; height: number } | null) {
  const current = detail({ id: ID, title: 'Crest', status: 'In Progress', allowed: ['Completed'] });
  current.order.digitizing.designSize = designSize;
  return fakeRoutes({
    'GET /staff/orders/:id': () => ({ data: current }),
    'POST /uploads': storeAsUploaded,
    'POST /staff/orders/:id/deliveries': () => ({ data: current.order }),
  });
}

async function dropDst(user: ReturnType<typeof userEvent.setup>) {
  renderStaff(`/staff/orders/${ID}`, { role: 'employee' });
  await user.upload(await screen.findByLabelText('Choose files to deliver'), [
    new File([sampleDstBytes()], 'crest.dst'),
  ]);
  return screen.getByRole('list', { name: 'Files to deliver' });
}

const deliveryBody = (requests: FakeRequest[]) => requests.find((r) => r.url.endsWith('/deliveries'))?.body;

describe('staff deliver panel: stitch files', () => {
  it('flags a file more than 5% off the ordered size and delivers it only once confirmed', async () => {
    const requests = serve({ width: 2, height: 3 });
    const user = userEvent.setup();
    const list = await dropDst(user);
    expect(
      await within(list).findByText(
        'Size differs from the order by more than 5%: 1.75 × 3.07 in stitched, 2.00 × 3.00 in ordered (W × H) — width 12.4% smaller, height 2.4% larger.',
      ),
    ).toBeInTheDocument();
    const deliverButton = screen.getByRole('button', { name: 'Deliver 1 file' });
    expect(deliverButton).toBeDisabled();

    await user.click(within(list).getByText('Stitch facts of crest.dst'));
    expect(within(list).getByRole('list', { name: 'Colour sequence of crest.dst' })).toBeVisible();

    const confirm = within(list).getByRole('checkbox', {
      name: 'Deliver crest.dst anyway: I checked the size difference (recorded in the order history)',
    });
    await user.click(confirm);
    expect(deliverButton).toBeEnabled();
    await user.click(deliverButton);
    await waitFor(() =>
      expect(deliveryBody(requests)).toEqual({
        fileIds: [UPLOADED],
        note: '',
        confirmSizeMismatch: [UPLOADED],
      }),
    );
  });

  it('delivers a file within 5% of the ordered size without asking', async () => {
    const stitch = stitchInfoOf(sampleDstBytes(), 'crest.dst', '');
    const requests = serve({ width: (stitch.widthMm / 25.4) * 1.04, height: stitch.heightMm / 25.4 });
    const user = userEvent.setup();
    const list = await dropDst(user);
    expect(await within(list).findByText(/^Size matches the order \(within 5%\)/)).toBeInTheDocument();
    expect(within(list).queryByRole('checkbox')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Deliver 1 file' }));
    await waitFor(() => expect(deliveryBody(requests)).toEqual({ fileIds: [UPLOADED], note: '' }));
  });

  it('says when the order states no size to check against', async () => {
    serve(null);
    const list = await dropDst(userEvent.setup());
    expect(await within(list).findByText('Size check: the order states no design size.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Deliver 1 file' })).toBeEnabled();
  });

  it('asks for the confirmation when the API refuses a size this browser could not check', async () => {
    const current = detail({ id: ID, title: 'Crest', status: 'In Progress', allowed: ['Completed'] });
    const message =
      'odd.dst is 1.75 × 3.07 in (44.5 × 78 mm) but the order asks for 2 × 3 in (50.8 × 76.2 mm) (width × height). Confirm the size to deliver it anyway.';
    const requests = fakeRoutes({
      'GET /staff/orders/:id': () => ({ data: current }),
      'POST /uploads': storeAsUploaded,
      'POST /staff/orders/:id/deliveries': ({ body }) =>
        (body as { confirmSizeMismatch?: string[] }).confirmSizeMismatch?.includes(UPLOADED)
          ? { data: current.order }
          : { status: 409, data: { error: message, message, details: [{ path: 'fileIds.0', message }] } },
    });
    const user = userEvent.setup();
    renderStaff(`/staff/orders/${ID}`, { role: 'employee' });
    // Too short for this browser to read as a DST; the server's reading is the one that counts.
    await user.upload(await screen.findByLabelText('Choose files to deliver'), [
      new File(['short'], 'odd.dst'),
    ]);
    const deliverButton = screen.getByRole('button', { name: 'Deliver 1 file' });
    await waitFor(() => expect(deliverButton).toBeEnabled());
    await user.click(deliverButton);

    const list = screen.getByRole('list', { name: 'Files to deliver' });
    expect(await within(list).findByText(message)).toBeInTheDocument();
    expect(deliverButton).toBeDisabled();
    await user.click(within(list).getByRole('checkbox', { name: /^Deliver odd\.dst anyway/ }));
    await user.click(deliverButton);
    await waitFor(() =>
      expect(requests.filter((r) => r.url.endsWith('/deliveries')).map((r) => r.body)).toEqual([
        { fileIds: [UPLOADED], note: '' },
        { fileIds: [UPLOADED], note: '', confirmSizeMismatch: [UPLOADED] },
      ]),
    );
  });

  it("lists the quality check for the client's machines before sending, and an error needs a tick", async () => {
    const current = detail({ id: ID, title: 'Crest', status: 'In Progress', allowed: ['Completed'] });
    current.order.digitizing.designSize = null;
    const requests = fakeRoutes({
      'GET /staff/orders/:id': () => ({ data: current }),
      // A 40 mm hoop and 2 needles: the 44.5 × 78 mm three-colour sample fits neither.
      'GET /staff/orders/:id/machine-profile': {
        status: 200,
        data: {
          formats: ['DST'],
          pesVersion: 6,
          needles: 2,
          hoopMm: { width: 40, height: 40 },
          threadChart: 'brother',
          speedSpm: 800,
        },
      },
      'POST /uploads': ({ body }) => {
        const file = (body as FormData).get('file') as File;
        return {
          status: 201,
          data: { url: fileUrl(UPLOADED, file.name), name: file.name, size: file.size, contentType: '' },
        };
      },
      'POST /staff/orders/:id/deliveries': () => ({ data: current.order }),
    });
    const user = userEvent.setup();
    const list = await dropDst(user);
    const findings = await within(list).findByRole('list', { name: 'Quality check of crest.dst' });
    const items = within(findings)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items[0]).toMatch(/^Error: .*hoop/);
    expect(items.some((text) => /^Warning: .*needles/.test(text ?? ''))).toBe(true);
    // The places of a finding are marked on the design drawn beside the list.
    const [mark] = within(findings).getAllByRole('button', { name: /^Mark on the preview: / });
    await user.click(mark);
    const places = within(list).getByRole('list', { name: 'Marked places of crest.dst' });
    const marks = within(list).getByRole('img', { name: /^Places marked on crest\.dst: / });
    expect(within(marks).getAllByTestId('marker')).toHaveLength(within(places).getAllByRole('button').length);
    const deliverButton = screen.getByRole('button', { name: 'Deliver 1 file' });
    expect(deliverButton).toBeDisabled();
    await user.click(
      within(list).getByRole('checkbox', {
        name: 'Deliver crest.dst anyway: I checked what is reported above (recorded in the order history)',
      }),
    );
    await user.click(deliverButton);
    await waitFor(() =>
      expect(deliveryBody(requests)).toEqual({ fileIds: [UPLOADED], note: '', confirmQuality: [UPLOADED] }),
    );
  });
});
