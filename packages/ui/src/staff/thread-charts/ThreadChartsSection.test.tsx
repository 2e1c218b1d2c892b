import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ThreadChartInfo } from '@stitchdesk/shared';
import { apiError, fakeRoutes } from '../../test/fake-api.ts';
import { renderStaff } from '../../test/render-staff.tsx';

const ADMIN_ID = '00000000-0000-4000-8000-00000000a001';
const brother: ThreadChartInfo = {
  id: 'brother',
  brand: 'Brother',
  name: 'Brother (64 PEC colours)',
  builtIn: true,
  threads: [],
};

describe('Thread charts (admin)', () => {
  it('imports a brand chart from CSV and lists it; a chart that does not read shows why', async () => {
    let charts = [brother];
    const requests = fakeRoutes({
      'GET /staff/employees': () => ({ data: { employees: [] } }),
      'GET /staff/thread-charts': () => ({ data: { charts } }),
      'POST /staff/thread-charts': ({ body }) => {
        const input = body as { brand: string; name: string; csv: string };
        if (!input.csv.includes('#')) return apiError(400, 'The chart has an error: line 1: no colour');
        const chart = {
          id: 'c1',
          brand: input.brand,
          name: input.name,
          builtIn: false,
          threads: [{ code: '1001', name: 'White', hex: '#ffffff' }],
        };
        charts = [...charts, chart];
        return { status: 201, data: chart };
      },
    });
    const user = userEvent.setup();
    renderStaff('/staff/employees', { role: 'admin', userId: ADMIN_ID });
    const section = await screen.findByRole('region', { name: 'Thread charts' });
    await user.type(within(section).getByLabelText('Brand'), 'Madeira');
    await user.type(within(section).getByLabelText('Chart name'), 'Madeira Classic');
    await user.type(within(section).getByLabelText('Chart (CSV)'), '1001,White');
    await user.click(within(section).getByRole('button', { name: 'Import chart' }));
    expect(await within(section).findByText('The chart has an error: line 1: no colour')).toBeInTheDocument();

    await user.type(within(section).getByLabelText('Chart (CSV)'), ',#ffffff');
    await user.click(within(section).getByRole('button', { name: 'Import chart' }));
    expect(await within(section).findByText('Madeira Classic')).toBeInTheDocument();
    const posts = requests.filter((r) => r.method === 'POST');
    expect(posts.at(-1)?.body).toEqual({
      brand: 'Madeira',
      name: 'Madeira Classic',
      csv: '1001,White,#ffffff',
    });
  });
});
