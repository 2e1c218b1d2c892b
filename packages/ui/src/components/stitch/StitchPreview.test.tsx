import { fireEvent, render, screen, waitFor } from '@testing-library/react';
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
  const { transform } = (screen.getByRole('img', { name: /logo\.dst/ }).parentElement as HTMLElement).style;
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
    const svg = decodeURIComponent(
      frame.getAttribute('src')!.replace(/^data:image\/svg\+xml;charset=utf-8,/, ''),
    );
    expect(svg).toMatch(/^<svg/);
    // Twelve stitches of the first colour block: one path, twelve line segments after the move.
    expect(svg.match(/<path/g)).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Play sew-out' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Show finished design' }));
    expect(screen.getByRole('img', { name: 'Stitch preview of logo.dst' })).toBeInTheDocument();
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
      'The sew-out could not be played: Could not download the file (404)',
    );
  });
});
