import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeRoutes } from '../../test/fake-api.ts';
import { detail } from '../../test/staff-fixtures.ts';
import { renderStaff } from '../../test/render-staff.tsx';
import { sampleDstBytes, stitchInfoOf } from '../../test/stitch-files.ts';

const ID = '3f1c4d2e-0000-4000-8000-0000000000cc';
const FILE = 'aaaaaaaa-0000-4000-8000-0000000000e1';
const url = `http://localhost:3000/api/v1/files/${FILE}/crest.dst?exp=1&sig=s`;

describe('staff: thread codes of a delivered stitch file', () => {
  it('pins a code to a stop by its labelled field and sends only the filled ones', async () => {
    const current = detail({ id: ID, title: 'Crest', status: 'Completed', allowed: [], delivered: [url] });
    current.order.deliveredFiles = [
      { url, name: 'crest.dst', stitch: stitchInfoOf(sampleDstBytes(), 'crest.dst', `${url}/preview.svg`) },
    ];
    const requests = fakeRoutes({
      'GET /staff/orders/:id': () => ({ data: current }),
      'PUT /staff/orders/:id/files/:fileId/thread-pins': ({ body }) => ({ data: body }),
    });
    const user = userEvent.setup();
    renderStaff(`/staff/orders/${ID}`, { role: 'employee' });
    const card = await screen.findByRole('article', { name: 'Stitch file crest.dst' });
    // The delivered stitch file shows once, as its card, not also as a plain tile.
    expect(screen.getAllByText('crest.dst')).toHaveLength(within(card).getAllByText('crest.dst').length);
    await user.click(within(card).getByText('Thread codes for crest.dst'));
    await user.type(within(card).getByLabelText('Thread code for stop 2'), '1147');
    await user.click(within(card).getByRole('button', { name: 'Save thread codes' }));
    expect(await screen.findByText('Thread codes saved for crest.dst')).toBeInTheDocument();
    const put = requests.find((r) => r.method === 'PUT');
    expect(put?.url).toBe(`/staff/orders/${ID}/files/${FILE}/thread-pins`);
    expect(put?.body).toEqual({ pins: { '2': '1147' } });
  });
});
