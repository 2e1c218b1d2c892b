import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { QualityFindings } from './QualityFindings.tsx';

const QA = [
  {
    code: 'short-stitches',
    severity: 'warning' as const,
    message: '3 stitches are shorter than 0.3 mm.',
    where: [{ stitch: 4, xMm: 1, yMm: 1 }],
    count: 3,
  },
  {
    code: 'larger-than-hoop',
    severity: 'error' as const,
    message: 'The design is larger than the hoop.',
    where: [],
    count: 1,
  },
];

describe('QualityFindings', () => {
  it('lists errors first and offers to mark the findings that have places on the preview', async () => {
    const onMark = vi.fn();
    const { rerender } = render(<QualityFindings qa={QA} name="logo.dst" onMark={onMark} />);
    const items = within(screen.getByRole('list', { name: 'Quality check of logo.dst' })).getAllByRole(
      'listitem',
    );
    expect(items.map((item) => item.textContent)).toEqual([
      'Error: The design is larger than the hoop.',
      'Warning: 3 stitches are shorter than 0.3 mm.Mark on the preview',
    ]);
    const mark = screen.getByRole('button', {
      name: 'Mark on the preview: 3 stitches are shorter than 0.3 mm.',
    });
    expect(mark).toHaveAttribute('aria-pressed', 'false');
    await userEvent.setup().click(mark);
    expect(onMark).toHaveBeenCalledWith(QA[0]);

    rerender(<QualityFindings qa={QA} name="logo.dst" onMark={onMark} marked="short-stitches-" />);
    expect(mark).toHaveAttribute('aria-pressed', 'true');
    await userEvent.setup().click(mark);
    expect(onMark).toHaveBeenLastCalledWith(null);
  });

  it('shows nothing without findings', () => {
    const { container } = render(<QualityFindings qa={[]} name="logo.dst" />);
    expect(container).toBeEmptyDOMElement();
  });
});
