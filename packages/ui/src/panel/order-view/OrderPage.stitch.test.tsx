import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeRoutes } from '../../test/fake-api.ts';
import { makeOrder } from '../../test/orders.ts';
import { renderPanel, testPlatform } from '../../test/render-panel.tsx';
import { fetchServing, sampleDstBytes, stitchInfoOf, useRuntimeBlob } from '../../test/stitch-files.ts';

beforeEach(() => useRuntimeBlob(vi.stubGlobal));
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const url = (id: string, name: string) => `http://h/api/v1/files/${id}/${name}?exp=1&sig=s`;
const preview = (id: string) => `http://h/api/v1/files/${id}/preview.svg?exp=1&sig=s`;

/** The client's thread chart, a Madeira one with these threads, as the API answers it. */
const clientChart = (threads: { code: string; name: string; hex: string }[]) => ({
  'GET /user/machine-profile/thread-chart': {
    status: 200,
    data: { id: 'c1', brand: 'Madeira', name: 'Madeira Classic', builtIn: false, threads },
  },
});

function stitchOrder(routes: Parameters<typeof fakeRoutes>[0] = {}) {
  const bytes = sampleDstBytes();
  const art = { url: url('f-art', 'sketch.dst'), name: 'sketch.dst' };
  const final = { url: url('f-final', 'logo.dst') };
  // Files carry the API's `stitch` object beside `url` and `name`; the delivered ones are listed
  // in `deliveredFiles` beside the spec's completeOrder.
  const logo = { ...final, name: 'logo.dst', stitch: stitchInfoOf(bytes, 'logo.dst', preview('f-final')) };
  const order = {
    ...makeOrder({
      _id: 'ord-9',
      service: 'digitizing',
      title: 'Club crest',
      status: 'Completed',
      block: {
        designName: 'Crest',
        attachment: [
          { ...art, stitch: stitchInfoOf(bytes, art.name, preview('f-art')) },
          { url: url('f-png', 'crest.png'), name: 'crest.png' },
        ],
        completeOrder: [final],
      },
    }),
    deliveredFiles: [logo],
  };
  fakeRoutes({ 'GET /order/getorder/ord-9': { status: 200, data: order }, ...routes });
  vi.spyOn(globalThis, 'fetch').mockImplementation(
    fetchServing({ [art.url]: bytes, [final.url]: bytes, [url('f-png', 'crest.png')]: new Uint8Array([1]) }),
  );
  return order;
}

async function pdfText(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  return new TextDecoder('latin1').decode(bytes.subarray(0, 8));
}

describe('Order page: stitch files', () => {
  it('shows each stitch file with its preview, facts and colour sequence; plain files stay tiles', async () => {
    stitchOrder();
    renderPanel('/clientpanel/orders/Digitizing/ord-9');
    const delivered = await screen.findByRole('list', { name: 'Delivered stitch files' });
    const card = within(delivered).getByRole('article', { name: 'Stitch file logo.dst' });
    expect(within(card).getByRole('img', { name: 'Stitch preview of logo.dst' })).toHaveAttribute(
      'src',
      preview('f-final'),
    );
    const facts = within(card)
      .getAllByRole('definition')
      .map((dd) => dd.textContent);
    // The sample's two long moves are split into three jump records each, as DST needs (the jumps
    // that spell its trims go nowhere, so they are read as the trims, not counted as jumps).
    // The sew-out as the API estimates it for the client's machines (here the default's).
    expect(facts).toEqual([
      'DST',
      '51',
      '3',
      '2',
      '6',
      '44.5 × 78.0 mm (1.75 × 3.07 in)',
      '30 s at 800 stitches/min',
      '0.32 m top, 0.16 m bobbin',
    ]);
    const stops = within(card).getByRole('list', { name: 'Colour sequence of logo.dst' });
    expect(
      within(stops)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Stop 1Navy · 31 stitches · 0.19 m top',
      'Stop 2Red · 12 stitches · 0.08 m top',
      'Stop 3Gold · 8 stitches · 0.05 m top',
    ]);
    // A client reads colours and threads by name, never as a colour code.
    expect(card.textContent).not.toMatch(/#[0-9a-f]{6}/i);
    expect(
      within(card).getByText(/DST files carry no thread colours: shown in a default sequence/),
    ).toBeVisible();

    const attached = screen.getByRole('list', { name: 'Attached stitch files' });
    expect(
      within(attached)
        .getAllByRole('article')
        .map((a) => a.getAttribute('aria-label')),
    ).toEqual(['Stitch file sketch.dst']);
    // Only delivered files have an approval sheet.
    expect(within(attached).queryByRole('button', { name: /approval sheet/ })).toBeNull();
    expect(
      within(screen.getByRole('list', { name: 'Attachments' })).getByRole('img', { name: 'crest.png' }),
    ).toBeVisible();
  });

  it("names each stop's nearest thread in the client's chart, without the colour difference", async () => {
    const order = stitchOrder(
      clientChart([
        { code: '1043', name: 'Navy', hex: '#1f3a93' },
        { code: '1147', name: 'Red', hex: '#c8102e' },
        { code: '1024', name: 'Gold', hex: '#f2b134' },
      ]),
    );
    // Staff pinned stop 3.
    order.deliveredFiles[0].stitch.threadPins = { '3': '1147' };
    renderPanel('/clientpanel/orders/Digitizing/ord-9');
    const delivered = await screen.findByRole('list', { name: 'Delivered stitch files' });
    const stops = within(delivered).getByRole('list', { name: 'Colour sequence of logo.dst' });
    expect(await within(stops).findByText('Madeira 1043 Navy')).toBeVisible();
    // Stop 2's nearest is Madeira's Red; stop 3 is pinned to it.
    expect(within(stops).getByText('Madeira 1147 Red')).toBeVisible();
    expect(within(stops).getByText('Madeira 1147 Red (chosen by the shop)')).toBeVisible();
    expect(stops.textContent).not.toMatch(/ΔE|#[0-9a-f]{6}/i);
  });

  it('shows the threads the API names per stop, and how many stops it does not list', async () => {
    // A chart of the client's that would name other threads: the API's names win.
    const order = stitchOrder(clientChart([{ code: '1043', name: 'Navy', hex: '#1f3a93' }]));
    const stitch = order.deliveredFiles[0].stitch;
    const thread = (code: string, name: string, hex: string, deltaE: number, pinned = false) => ({
      brand: 'Janome',
      code,
      name,
      hex,
      deltaE,
      pinned,
    });
    stitch.stops = [
      { ...stitch.stops[0], thread: thread('002', 'Black', '#000000', 24.31) },
      { ...stitch.stops[1], thread: thread('225', 'Red', '#ff0000', 6.84, true) },
    ];
    stitch.stopsOmitted = 1;
    renderPanel('/clientpanel/orders/Digitizing/ord-9');
    const delivered = await screen.findByRole('list', { name: 'Delivered stitch files' });
    const stops = within(delivered).getByRole('list', { name: 'Colour sequence of logo.dst' });
    expect(within(stops).getByText('Janome 002 Black')).toBeVisible();
    expect(stops.textContent).not.toContain('ΔE');
    expect(within(stops).getByText('Janome 225 Red (chosen by the shop)')).toBeVisible();
    expect(within(stops).queryByText(/Madeira/)).toBeNull();
    expect(within(delivered).getByText('and 1 more stop')).toBeVisible();
  });

  it('says on the delivered file why its worksheet could not be made, and leaves it out of the ZIP', async () => {
    const order = stitchOrder();
    order.deliveredFiles[0].stitch.worksheetFailure =
      'the design needs more memory than a stitch worker may use (512 MB)';
    renderPanel('/clientpanel/orders/Digitizing/ord-9');
    const delivered = await screen.findByRole('list', { name: 'Delivered stitch files' });
    const card = within(delivered).getByRole('article', { name: 'Stitch file logo.dst' });
    expect(
      within(card).getByText(
        'Worksheet could not be made: the design needs more memory than a stitch worker may use (512 MB)',
      ),
    ).toBeVisible();
    // The approval sheet is made in the browser: it is still offered.
    expect(within(card).getByRole('button', { name: 'Download approval sheet of logo.dst' })).toBeVisible();
  });

  it('shows no worksheet note on a delivered file whose worksheet is fine', async () => {
    stitchOrder();
    renderPanel('/clientpanel/orders/Digitizing/ord-9');
    const delivered = await screen.findByRole('list', { name: 'Delivered stitch files' });
    expect(within(delivered).queryByText(/Worksheet could not be made/)).toBeNull();
  });

  it('"Download approval sheet" builds the PDF from the file and saves it through the host', async () => {
    stitchOrder();
    const platform = testPlatform();
    renderPanel('/clientpanel/orders/Digitizing/ord-9', { platform });
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: 'Download approval sheet of logo.dst' }));
    await waitFor(() => expect(platform.saved).toHaveLength(1));
    expect(platform.saved[0].name).toBe('logo-dst-approval-sheet.pdf');
    expect(platform.saved[0].data.type).toBe('application/pdf');
    expect(await pdfText(platform.saved[0].data)).toMatch(/^%PDF-1\.\d/);
    expect(fetch).toHaveBeenCalledWith(url('f-final', 'logo.dst'));
  });

  it('on the desktop, Download Files saves the deliveries and the approval sheet of each stitch file', async () => {
    stitchOrder();
    const platform = testPlatform({ kind: 'desktop' });
    renderPanel('/clientpanel/orders/Digitizing/ord-9', { platform });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Download Files' }));
    await waitFor(() => expect(platform.saved).toHaveLength(2));
    expect(platform.saved.map((file) => file.name)).toEqual([
      'downloaded_files.zip',
      'logo-dst-approval-sheet.pdf',
    ]);
  });

  it('on the web, Download Files saves the ZIP alone', async () => {
    stitchOrder();
    const platform = testPlatform();
    renderPanel('/clientpanel/orders/Digitizing/ord-9', { platform });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Download Files' }));
    await waitFor(() => expect(platform.saved).toHaveLength(1));
    // The button says "Preparing…" until the whole save (the ZIP, then any sheets) has settled.
    expect(await screen.findByRole('button', { name: 'Download Files' })).toBeEnabled();
    expect(platform.saved.map((file) => file.name)).toEqual(['downloaded_files.zip']);
  });
});
