import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeRoutes } from '../../test/fake-api.ts';
import { emptyBlocks } from '../../test/orders.ts';
import { renderPanel } from '../../test/render-panel.tsx';
import { sampleDstBytes, stitchInfoOf } from '../../test/stitch-files.ts';

describe('Revision page: stitch files', () => {
  it('shows each attached stitch file with its preview and facts', async () => {
    const url = 'http://h/api/v1/files/f-rev/revised.dst?exp=1&sig=s';
    const stitch = stitchInfoOf(
      sampleDstBytes(),
      'revised.dst',
      'http://h/api/v1/files/f-rev/revised.dst/preview.svg',
    );
    const digitizing = {
      ...emptyBlocks().digitizing,
      orderTitle: 'Crest',
      attachment: [{ url, name: 'revised.dst', stitch }],
    };
    fakeRoutes({
      'GET /order/revision/single/rev-1': {
        data: {
          _id: 'rev-1',
          orderId: 'ord-1',
          orderStatus: 'Revision Requested',
          changes: { digitizing },
          createdAt: '2026-01-05T10:00:00.000Z',
        },
      },
    });
    renderPanel('/clientpanel/revisions/Digitizing/rev-1');
    const card = within(await screen.findByRole('list', { name: 'Attached stitch files' })).getByRole(
      'article',
      {
        name: 'Stitch file revised.dst',
      },
    );
    expect(within(card).getByRole('img', { name: 'Stitch preview of revised.dst' })).toHaveAttribute(
      'src',
      stitch.previewUrl,
    );
    expect(within(card).getByText('51')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /approval sheet/ })).toBeNull();
  });
});
