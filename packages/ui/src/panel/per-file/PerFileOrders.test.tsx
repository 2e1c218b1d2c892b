import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi, beforeEach, afterEach } from 'vitest';
import { calls, fakeRoutes, networkDown } from '../../test/fake-api.ts';
import { renderPanel } from '../../test/render-panel.tsx';
import { answerUpload, pngFile } from '../../test/uploads.ts';

/**
 * A server that keeps what each Idempotency-Key placed, as the real one does: a request sent again
 * with the same key gets the first answer. `loseAnswer` names files whose first answer never
 * arrives (the order is placed, the connection drops).
 */
function fakeOrderServer(loseAnswer: Set<string>) {
  const byKey = new Map<string, { _id: string; title: string }>();
  const log = fakeRoutes({
    'POST /uploads': answerUpload,
    'POST /order/createorder/Digitizing': (request) => {
      const key = request.headers['idempotency-key'];
      const block = (request.body as { digitizing: { orderTitle: string; attachment: { name: string }[] } })
        .digitizing;
      let order = byKey.get(key);
      if (!order) {
        order = { _id: `0190c0de-0000-7000-8000-00000000000${byKey.size + 1}`, title: block.orderTitle };
        byKey.set(key, order);
      }
      const file = block.attachment[0].name;
      if (loseAnswer.delete(file)) networkDown();
      return {
        status: 201,
        data: { message: 'Order placed successfully', order: { _id: order._id, serviceType: 'Digitizing' } },
      };
    },
  });
  return { log, byKey };
}

async function fillDigitizing(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(await screen.findByLabelText('Design Category'), 'Left Chest');
  await user.type(screen.getByLabelText('Design Width (inches)'), '3');
  await user.type(screen.getByLabelText('Design Height (inches)'), '2');
}

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('one order per file', () => {
  it('is offered from two files on, beside the default single order', async () => {
    fakeRoutes({});
    const user = userEvent.setup();
    renderPanel('/clientpanel/neworder/Digitizing');
    await user.upload(await screen.findByLabelText('Files'), [pngFile('a.png')]);
    expect(screen.queryByRole('button', { name: /one per file/ })).not.toBeInTheDocument();
    await user.upload(screen.getByLabelText('Files'), [pngFile('b.png')]);
    expect(screen.getByRole('button', { name: 'Place 2 orders, one per file' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Place Order' })).toBeInTheDocument();
  });

  it('checks the shared fields first (not the title), and Back keeps the form', async () => {
    const log = fakeRoutes({});
    const user = userEvent.setup();
    renderPanel('/clientpanel/neworder/Digitizing');
    await user.upload(await screen.findByLabelText('Files'), [pngFile('a.png'), pngFile('b.png')]);
    await user.click(screen.getByRole('button', { name: 'Place 2 orders, one per file' }));
    expect(await screen.findByText('Design category is required')).toBeInTheDocument();
    expect(screen.queryByText('Order title is required')).not.toBeInTheDocument();

    await fillDigitizing(user);
    await user.click(screen.getByRole('button', { name: 'Place 2 orders, one per file' }));
    expect(await screen.findByRole('heading', { name: '2 orders, one per file' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to the form' }));
    expect(screen.getByLabelText('Design Width (inches)')).toHaveValue(3);
    expect(screen.getByText('a.png')).toBeInTheDocument();
    expect(calls(log)).toEqual([]);
  });

  it('places one order per file with editable titles; a lost answer retried places no duplicate', async () => {
    const server = fakeOrderServer(new Set(['back_print.png']));
    const user = userEvent.setup();
    renderPanel('/clientpanel/neworder/Digitizing');
    await fillDigitizing(user);
    await user.upload(screen.getByLabelText('Files'), [
      pngFile('acme-logo.png'),
      pngFile('back_print.png'),
      pngFile('sleeve.png'),
    ]);
    await user.click(screen.getByRole('button', { name: 'Place 3 orders, one per file' }));

    expect(screen.getByLabelText('Title for acme-logo.png')).toHaveValue('acme logo');
    expect(screen.getByLabelText('Title for back_print.png')).toHaveValue('back print');
    const sleeve = screen.getByLabelText('Title for sleeve.png');
    await user.clear(sleeve);
    await user.click(screen.getByRole('button', { name: 'Place 3 orders' }));
    expect(await screen.findByText('Order title is required')).toBeInTheDocument();
    expect(calls(server.log)).toEqual([]);
    await user.type(sleeve, 'Left sleeve');
    await user.click(screen.getByRole('button', { name: 'Place 3 orders' }));

    expect(await screen.findByText('Placed 2 of 3 orders; 1 failed')).toBeInTheDocument();
    const rows = within(screen.getByRole('list', { name: 'Orders, one per file' })).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Placed');
    expect(rows[1]).toHaveTextContent(/Failed: /);
    expect(within(rows[2]).getByRole('link', { name: 'View “Left sleeve”' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/clientpanel\/orders\/Digitizing\/0190c0de-/),
    );

    await user.click(screen.getByRole('button', { name: 'Retry failed (1)' }));
    expect(await screen.findByText('Placed 3 of 3 orders')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Retry failed/ })).not.toBeInTheDocument();

    const placements = server.log.filter((r) => r.url === '/order/createorder/Digitizing');
    expect(placements).toHaveLength(4);
    const keysOf = (file: string) =>
      placements
        .filter(
          (r) =>
            (r.body as { digitizing: { attachment: { name: string }[] } }).digitizing.attachment[0].name ===
            file,
        )
        .map((r) => r.headers['idempotency-key']);
    expect(keysOf('back_print.png')).toHaveLength(2);
    expect(keysOf('back_print.png')[1]).toBe(keysOf('back_print.png')[0]);
    // Three orders on the server: the retry got the first placement's answer.
    expect([...server.byKey.values()].map((o) => o.title).sort()).toEqual([
      'Left sleeve',
      'acme logo',
      'back print',
    ]);
    // Uploaded once each: the retry placed again without uploading again.
    expect(server.log.filter((r) => r.url === '/uploads')).toHaveLength(3);
    expect(placements[0].body).toMatchObject({
      digitizing: { designCategory: 'Left Chest', designSize: { height: 2, width: 3 } },
    });
  });

  it('places at most 3 at once', async () => {
    let inFlight = 0;
    let most = 0;
    const release: (() => void)[] = [];
    fakeRoutes({
      'POST /uploads': async (request) => {
        inFlight += 1;
        most = Math.max(most, inFlight);
        await new Promise<void>((resolve) => release.push(resolve));
        inFlight -= 1;
        return answerUpload(request);
      },
      'POST /order/createorder/Digitizing': {
        status: 201,
        data: { message: 'ok', order: { _id: 'x', serviceType: 'Digitizing' } },
      },
    });
    const user = userEvent.setup();
    renderPanel('/clientpanel/neworder/Digitizing');
    await fillDigitizing(user);
    await user.upload(
      screen.getByLabelText('Files'),
      Array.from({ length: 5 }, (_, i) => pngFile(`f${i}.png`)),
    );
    await user.click(screen.getByRole('button', { name: 'Place 5 orders, one per file' }));
    await user.click(screen.getByRole('button', { name: 'Place 5 orders' }));
    await waitFor(() => expect(release).toHaveLength(3));
    expect(screen.getByRole('status')).toHaveTextContent('Placing orders: 0 of 5 placed');
    // One upload finished at a time: the queue starts the next at once, up to 3 under way.
    for (let finished = 1; finished <= 5; finished += 1) {
      release.shift()?.();
      await waitFor(() => expect(release).toHaveLength(Math.min(3, 5 - finished)));
    }
    expect(await screen.findByText('Placed 5 of 5 orders')).toBeInTheDocument();
    expect(most).toBe(3);
  });
});
