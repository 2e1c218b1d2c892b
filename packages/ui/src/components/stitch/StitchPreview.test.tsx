import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchServing, sampleDstBytes, stitchInfoOf } from '../../test/stitch-files.ts';
import { StitchPreview } from './StitchPreview.tsx';

afterEach(() => vi.restoreAllMocks());

const FILE = { url: 'http://h/api/v1/files/f1/logo.dst?exp=1&sig=s', name: 'logo.dst' };
const PREVIEW = 'http://h/api/v1/files/f1/preview.svg?exp=1&sig=s';

function renderPreview() {
  const bytes = sampleDstBytes();
  const stitch = stitchInfoOf(bytes, FILE.name, PREVIEW);
  render(<StitchPreview file={FILE} stitch={stitch} />);
  return { bytes, stitch };
}

/** The picture's zoom and offset, read from its CSS transform (jsdom writes `translate(0px)` for 0, 0). */
function viewOf() {
  const { transform } = screen.getByRole('img', { name: /logo\.dst/ }).closest<HTMLElement>('[style]')!.style;
  const match = /translate\((-?[\d.]+)px(?:, (-?[\d.]+)px)?\) scale\(([\d.]+)\)/.exec(transform);
  if (!match) throw new Error(`Unexpected transform ${transform}`);
  return { x: Number(match[1]), y: Number(match[2] ?? 0), scale: Number(match[3]) };
}

describe('StitchPreview', () => {
  it("shows the API's rendered preview, zooms by button and key, pans by arrow keys and resets", async () => {
    renderPreview();
    const user = userEvent.setup();
    expect(screen.getByRole('img', { name: 'Stitch preview of logo.dst' })).toHaveAttribute('src', PREVIEW);
    expect(screen.getByRole('button', { name: 'Zoom out' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(viewOf()).toEqual({ x: 0, y: 0, scale: 1.25 });

    const viewport = screen.getByRole('group', { name: 'Preview of logo.dst' });
    viewport.focus();
    await user.keyboard('{ArrowLeft}{ArrowUp}+');
    expect(viewOf()).toEqual({ x: 50, y: 50, scale: 1.5625 });

    await user.click(screen.getByRole('button', { name: 'Reset view' }));
    expect(viewOf()).toEqual({ x: 0, y: 0, scale: 1 });
    // Not zoomed in, the picture does not move.
    await user.keyboard('{ArrowRight}');
    expect(viewOf()).toEqual({ x: 0, y: 0, scale: 1 });
  });

  it('zooms with the wheel and pans by dragging', () => {
    renderPreview();
    const viewport = screen.getByRole('group', { name: 'Preview of logo.dst' });
    fireEvent.wheel(viewport, { deltaY: -100, clientX: 0, clientY: 0 });
    // jsdom lays nothing out, so the wheel zooms about the centre and the picture stays put.
    expect(viewOf()).toEqual({ x: 0, y: 0, scale: 1.25 });
    fireEvent.pointerDown(viewport, { pointerId: 1, clientX: 10, clientY: 10 });
    fireEvent.pointerMove(viewport, { pointerId: 1, clientX: 30, clientY: 5 });
    fireEvent.pointerUp(viewport, { pointerId: 1 });
    expect(viewOf()).toEqual({ x: 20, y: -5, scale: 1.25 });
  });

  it('plays the sew-out from the file itself and lets the visitor scrub through the stitches', async () => {
    const { bytes, stitch } = renderPreview();
    vi.spyOn(globalThis, 'fetch').mockImplementation(fetchServing({ [FILE.url]: bytes }));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Play sew-out' }));
    const slider = await screen.findByRole('slider', { name: 'Stitches sewn' });
    expect(slider).toHaveAttribute('max', String(stitch.stitches));

    fireEvent.change(slider, { target: { value: '12' } });
    const frame = screen.getByRole('img', { name: `logo.dst sewn out to stitch 12 of ${stitch.stitches}` });
    expect(frame.tagName).toBe('CANVAS');
    const still = frame.getAttribute('data-frame');
    fireEvent.change(slider, { target: { value: '40' } });
    // The frame is the whole design's, whatever has been sewn so far.
    expect(screen.getByRole('img', { name: /sewn out to stitch 40/ })).toHaveAttribute('data-frame', still);
    expect(screen.getByRole('button', { name: 'Play sew-out' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Show finished design' }));
    expect(slider).toHaveValue(String(stitch.stitches));
    expect(screen.getByRole('img', { name: 'Stitch preview of logo.dst' }).tagName).toBe('CANVAS');
    expect(screen.getByRole('button', { name: 'Replay sew-out' })).toBeEnabled();
  });

  it("shows the hoop (the client's, else the design's size rounded up) and a millimetre grid on demand", async () => {
    const bytes = sampleDstBytes();
    const stitch = stitchInfoOf(bytes, FILE.name, PREVIEW);
    vi.spyOn(globalThis, 'fetch').mockImplementation(fetchServing({ [FILE.url]: bytes }));
    const { rerender } = render(<StitchPreview file={FILE} stitch={stitch} />);
    const user = userEvent.setup();
    const hoopButton = screen.getByRole('button', { name: 'Hoop' });
    expect(hoopButton).toHaveAttribute('aria-pressed', 'false');
    await user.click(hoopButton);
    expect(hoopButton).toHaveAttribute('aria-pressed', 'true');
    // The design (44.5 × 78.0 mm) is read from its file and drawn, its hoop rounded up to 50 × 80 mm.
    const hoop = await screen.findByTestId('hoop');
    expect([hoop.getAttribute('width'), hoop.getAttribute('height')]).toEqual(['50', '80']);
    expect(screen.getByRole('img', { name: 'Stitch preview of logo.dst' }).tagName).toBe('CANVAS');

    rerender(<StitchPreview file={FILE} stitch={stitch} hoopMm={{ width: 180, height: 130 }} />);
    expect(screen.getByTestId('hoop')).toHaveAttribute('width', '180');
    // The frame takes the hoop in.
    const [, , width, height] = screen
      .getByRole('img', { name: 'Stitch preview of logo.dst' })
      .getAttribute('data-frame')!
      .split(' ')
      .map(Number);
    expect([width, height]).toEqual([184, 134]);

    expect(screen.queryByTestId('grid')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Grid' }));
    expect(screen.getByRole('button', { name: 'Grid' })).toHaveAttribute('aria-pressed', 'true');
    // Lines every 10 mm across the 184 mm frame, labelled from the design's left edge (jsdom lays
    // nothing out, so a millimetre counts as a pixel there, and every 50 mm is labelled: 0, 50 and
    // 100 across, 50 and 100 down, where 0 is not repeated).
    // The frame spans -69.75 to 114.25 mm across and -28 to 106 mm down (the hoop centred on the
    // 44.5 × 78 mm design, plus 2 mm): lines at -60…110 across and -20…100 down.
    expect(screen.getByTestId('grid').querySelectorAll('line')).toHaveLength(18 + 13);
    const labels = within(screen.getByTestId('grid'))
      .getAllByText(/^-?\d+$/)
      .map((text) => text.textContent);
    expect(labels).toEqual(['0', '50', '100', '50', '100']);
    await user.click(screen.getByRole('button', { name: 'Hoop' }));
    expect(screen.queryByTestId('hoop')).toBeNull();
  });

  it("marks a finding's places on the preview, each reachable from a list that highlights it", async () => {
    const bytes = sampleDstBytes();
    const stitch = stitchInfoOf(bytes, FILE.name, PREVIEW);
    vi.spyOn(globalThis, 'fetch').mockImplementation(fetchServing({ [FILE.url]: bytes }));
    const finding = {
      code: 'short-stitches',
      severity: 'warning' as const,
      message: '2 stitches are shorter than 0.3 mm.',
      where: [{ stitch: 3, xMm: 1.5, yMm: 2.5 }, { box: { xMm: 4, yMm: 6, widthMm: 2, heightMm: 2 } }],
      count: 5,
    };
    render(<StitchPreview file={FILE} stitch={stitch} marked={finding} />);
    const marks = await screen.findByRole('img', {
      name: 'Places marked on logo.dst: Stitch 3, An area of 2 mm × 2 mm',
    });
    const [ring, area] = within(marks).getAllByTestId('marker');
    expect(ring.querySelector('circle')).toHaveAttribute('cx', '1.5');
    expect(area.querySelector('rect')).toHaveAttribute('y', '6');
    expect(screen.getByText(/the first 2 of 5/)).toBeInTheDocument();

    const places = screen.getByRole('list', { name: 'Marked places of logo.dst' });
    await userEvent.setup().tab();
    within(places).getByRole('button', { name: 'An area of 2 mm × 2 mm' }).focus();
    await waitFor(() => expect(area).toHaveAttribute('data-active', 'true'));
    expect(ring).not.toHaveAttribute('data-active');
    expect(within(places).getByRole('button', { name: 'An area of 2 mm × 2 mm' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('with reduced motion, plays the sew-out a colour stop at a time', async () => {
    const matchMedia = window.matchMedia;
    window.matchMedia = (query: string) => ({ ...matchMedia(query), matches: query.includes('reduce') });
    try {
      const { bytes, stitch } = renderPreview();
      vi.spyOn(globalThis, 'fetch').mockImplementation(fetchServing({ [FILE.url]: bytes }));
      await userEvent.setup().click(screen.getByRole('button', { name: 'Play sew-out' }));
      const slider = await screen.findByRole('slider', { name: 'Stitches sewn' });
      const [first, second] = stitch.stops.map((stop) => stop.stitches);
      // Stop 1 ends at its stitch count, stop 2 after both; nothing moves in between.
      await waitFor(() => expect(slider).toHaveValue(String(first)), { timeout: 4000 });
      await waitFor(() => expect(slider).toHaveValue(String(first + second)), { timeout: 4000 });
      expect(screen.getByRole('button', { name: 'Pause sew-out' })).toBeEnabled();
    } finally {
      window.matchMedia = matchMedia;
    }
  });

  it('says so when the file cannot be fetched for the sew-out', async () => {
    renderPreview();
    vi.spyOn(globalThis, 'fetch').mockImplementation(fetchServing({}));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Play sew-out' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The design could not be drawn from its file: Could not download the file (404)',
    );
  });
});
