import type { StitchInfo } from '@stitchdesk/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, fakeRoutes, type FakeResponse } from '../../test/fake-api.ts';
import { makeOrder } from '../../test/orders.ts';
import { renderPanel } from '../../test/render-panel.tsx';
import { fetchServing, sampleDstBytes, stitchInfoOf } from '../../test/stitch-files.ts';

const FILE_ID = '0190c0de-0000-7000-8000-00000000f11e';
const url = `http://h/api/v1/files/${FILE_ID}/logo.dst?exp=1&sig=s`;
const STOPS = 12;
const LISTED = 4;

const hexOf = (index: number) => `#${(index * 20).toString(16).padStart(2, '0')}3a93`;
const stop = (index: number) => ({
  index,
  hex: hexOf(index),
  stitches: 10 * index,
  thread: {
    brand: 'Janome',
    code: String(200 + index),
    name: `Thread ${index}`,
    hex: hexOf(index),
    deltaE: 0,
    pinned: false,
  },
});

/**
 * The whole summary the route answers, and the order answer listing its first `listed` stops and
 * its findings without their places (`findings`), or no findings.
 */
function twelveColours(listed = LISTED, findings = false): { whole: StitchInfo; compact: StitchInfo } {
  const base = stitchInfoOf(sampleDstBytes(), 'logo.dst', `http://h/api/v1/files/${FILE_ID}/preview.svg`);
  const stops = Array.from({ length: STOPS }, (_, i) => stop(i + 1));
  const finding = {
    code: 'dense-spots',
    severity: 'warning' as const,
    message: 'Too many stitches in one spot.',
    count: 1,
  };
  const whole = {
    ...base,
    colors: STOPS,
    stops,
    threads: stops.map(({ hex }) => ({ hex })),
    qa: [{ ...finding, where: [{ stitch: 3, xMm: 1, yMm: 2 }] }],
  };
  const compact = {
    ...whole,
    stops: stops.slice(0, listed),
    ...(listed < STOPS ? { stopsOmitted: STOPS - listed } : {}),
    qa: findings ? [{ ...finding, where: [] }] : [],
  };
  return { whole, compact };
}

function renderOrder(summary: (attempt: number) => FakeResponse, compactStitch = twelveColours().compact) {
  const { whole } = twelveColours();
  const compact = compactStitch;
  const order = {
    ...makeOrder({
      _id: 'ord-12',
      service: 'digitizing',
      title: 'Crest',
      status: 'Completed',
      block: { designName: 'Crest', attachment: [], completeOrder: [{ url }] },
    }),
    deliveredFiles: [{ url, name: 'logo.dst', stitch: compact }],
  };
  let attempts = 0;
  const log = fakeRoutes({
    'GET /order/getorder/ord-12': { status: 200, data: order },
    [`GET /order/ord-12/files/${FILE_ID}/stitch`]: () => summary(++attempts),
  });
  vi.spyOn(globalThis, 'fetch').mockImplementation(fetchServing({ [url]: sampleDstBytes() }));
  renderPanel('/clientpanel/orders/Digitizing/ord-12');
  return { whole, log };
}

const stopTexts = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((li) => li.querySelector('.block')?.textContent);

beforeEach(() => vi.restoreAllMocks());
afterEach(() => vi.restoreAllMocks());

describe('Order page: every stop of a stitch file', () => {
  it('fetches the whole summary from the keyboard and lists every stop with its thread', async () => {
    const { whole, log } = renderOrder(() => ({ status: 200, data: twelveColours().whole }));
    const card = await screen.findByRole('article', { name: 'Stitch file logo.dst' });
    const list = within(card).getByRole('list', { name: 'Colour sequence of logo.dst' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(LISTED);
    expect(within(card).getByText('and 8 more stops')).toBeVisible();
    const show = within(card).getByRole('button', { name: 'Show all 12 stops of logo.dst' });
    expect(show).toHaveAttribute('aria-expanded', 'false');
    expect(show).toHaveAttribute('aria-controls', list.id);
    // Nothing is fetched until asked.
    expect(log.filter((request) => request.url.endsWith('/stitch'))).toHaveLength(0);

    const user = userEvent.setup();
    show.focus();
    await user.keyboard('{Enter}');
    await within(list).findByText('Janome 212 Thread 12');
    expect(stopTexts(list)).toEqual(
      // A client reads the thread, never the colour difference.
      whole.stops.map((s) => `Janome ${s.thread?.code} ${s.thread?.name}`),
    );
    expect(log.filter((request) => request.url === `/order/ord-12/files/${FILE_ID}/stitch`)).toHaveLength(1);
    expect(within(card).queryByText(/more stop/)).toBeNull();
    const fewer = within(card).getByRole('button', { name: 'Show fewer stops of logo.dst' });
    expect(fewer).toHaveAttribute('aria-expanded', 'true');
    expect(fewer).toHaveFocus();

    await user.keyboard(' ');
    expect(within(list).getAllByRole('listitem')).toHaveLength(LISTED);
    expect(within(card).getByRole('button', { name: 'Show all 12 stops of logo.dst' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('says when the stops could not be fetched, and tries again when asked', async () => {
    renderOrder((attempt) =>
      attempt === 1 ? apiError(500, 'Something went wrong') : { status: 200, data: twelveColours().whole },
    );
    const card = await screen.findByRole('article', { name: 'Stitch file logo.dst' });
    const user = userEvent.setup();
    await user.click(within(card).getByRole('button', { name: 'Show all 12 stops of logo.dst' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent('Something went wrong. Try again');
    const list = within(card).getByRole('list', { name: 'Colour sequence of logo.dst' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(LISTED);

    await user.click(within(card).getByRole('button', { name: 'Try again' }));
    expect(await within(list).findByText('Janome 212 Thread 12')).toBeVisible();
    expect(within(card).queryByRole('alert')).toBeNull();
  });

  it('fetches the findings’ places the order answer left out, for the preview to mark', async () => {
    const { log } = renderOrder(
      () => ({ status: 200, data: twelveColours().whole }),
      twelveColours(STOPS, true).compact,
    );
    const card = await screen.findByRole('article', { name: 'Stitch file logo.dst' });
    // Every stop is listed already: nothing to show more of.
    expect(within(card).queryByRole('button', { name: /Show all/ })).toBeNull();
    const mark = await within(card).findByRole('button', {
      name: 'Mark on the preview: Too many stitches in one spot.',
    });
    await userEvent.setup().click(mark);
    expect(mark).toHaveAttribute('aria-pressed', 'true');
    expect(log.filter((request) => request.url === `/order/ord-12/files/${FILE_ID}/stitch`)).toHaveLength(1);
  });

  it('fetches each stop’s thread length, which the order answer leaves out, and shows it', async () => {
    const { whole } = twelveColours(STOPS);
    const perColor = whole.stops.map((s) => ({ stop: s.index, top: s.index / 4, bobbin: s.index / 8 }));
    const withLengths = { ...whole, threadMeters: { top: 20, bobbin: 10, perColor } };
    const compact = { ...withLengths, qa: [], threadMeters: { top: 20, bobbin: 10 } };
    const { log } = renderOrder(() => ({ status: 200, data: withLengths }), compact);
    const card = await screen.findByRole('article', { name: 'Stitch file logo.dst' });
    expect(within(card).getByText('20.0 m top, 10.0 m bobbin')).toBeVisible();
    const list = within(card).getByRole('list', { name: 'Colour sequence of logo.dst' });
    // Stop 2 takes 0.50 m of top thread, stop 12 3.0 m.
    expect(await within(list).findByText(/20 stitches · 0\.50 m top/)).toBeVisible();
    expect(within(list).getByText(/120 stitches · 3\.00 m top/)).toBeVisible();
    expect(log.filter((request) => request.url === `/order/ord-12/files/${FILE_ID}/stitch`)).toHaveLength(1);
  });
});
