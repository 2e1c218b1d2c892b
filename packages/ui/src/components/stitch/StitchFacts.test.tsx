import { screen, within } from '@testing-library/react';
import type { Role } from '@stitchdesk/shared';
import { describe, expect, it } from 'vitest';
import { fakeToken, renderRoutes, testPlatform } from '../../test/render-routes.tsx';
import { sampleDstBytes, stitchInfoOf } from '../../test/stitch-files.ts';
import { StitchFacts } from './StitchFacts.tsx';

const stitch = stitchInfoOf(sampleDstBytes(), 'logo.dst', 'http://h/p.svg');
const matches = new Map([
  [1, { code: '235', name: 'Burnt Orange Extra Long Name', hex: '#cc5500', deltaE: 3.74 }],
  [2, { code: '001', name: 'White', hex: '#ffffff', deltaE: 0, pinned: true }],
]);

function renderAs(role: Role) {
  renderRoutes(
    [
      {
        path: '/',
        element: <StitchFacts stitch={stitch} name="logo.dst" threads={{ brand: 'Janome', matches }} />,
      },
    ],
    '/',
    { platform: testPlatform(), token: fakeToken(role) },
  );
  return screen.getByRole('list', { name: 'Colour sequence of logo.dst' });
}

describe('StitchFacts', () => {
  it('gives a client the thread by brand, code and name, never a colour code or difference', () => {
    const list = renderAs('client');
    expect(within(list).getByText('Janome 235 Burnt Orange Extra Long Name')).toBeVisible();
    expect(within(list).getByText('Janome 001 White (chosen by the shop)')).toBeVisible();
    expect(list.textContent).not.toMatch(/ΔE|#[0-9a-f]{6}/i);
    // The sew-out and the thread it takes, per colour and in all.
    expect(screen.getByText('30 s at 800 stitches/min')).toBeVisible();
    expect(screen.getByText('0.32 m top, 0.16 m bobbin')).toBeVisible();
    expect(within(list).getByText(/31 stitches · 0\.19 m top/)).toBeVisible();
  });

  it('shows staff how far the nearest thread is from the colour', () => {
    const list = renderAs('employee');
    expect(within(list).getByText('Janome 235 Burnt Orange Extra Long Name (ΔE 3.7)')).toBeVisible();
    // A pinned thread was chosen, not matched: no difference to give.
    expect(within(list).getByText('Janome 001 White (chosen by the shop)')).toBeVisible();
    expect(list.textContent).not.toMatch(/#[0-9a-f]{6}/i);
  });
});
