import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeRoutes } from '../../test/fake-api.ts';
import { renderPanel } from '../../test/render-panel.tsx';

describe('panel routes with a service segment', () => {
  it.each([
    '/clientpanel/neworder/embroidery',
    '/clientpanel/orders/Stickers/x',
    '/clientpanel/editorder/Embroidery/ord-1',
    '/clientpanel/revisions/Embroidery/r-1',
  ])('%s, an unknown service, goes to /not-found', async (path) => {
    fakeRoutes({});
    renderPanel(path);
    expect(await screen.findByText('Not found page at /not-found')).toBeInTheDocument();
  });
});
