import { describe, expect, it } from 'vitest';
import { createOrderBlockSchemas, revisionBlockSchemas } from '@stitchdesk/shared';
import { emptyDraft, setSizeQuantity, toBlockInput, toggleSize } from './draft.ts';
import { firstIssues } from './validation.ts';

const earliestDate = '2030-01-10';

describe('sizes', () => {
  it('ticking sets quantity 1, 0 or empty removes, order follows the catalogue', () => {
    let sizes = toggleSize([], 'L', true);
    sizes = toggleSize(sizes, 'XS', true);
    expect(sizes).toEqual([
      { size: 'XS', quantity: '1' },
      { size: 'L', quantity: '1' },
    ]);
    sizes = setSizeQuantity(sizes, 'L', '12');
    expect(sizes[1]).toEqual({ size: 'L', quantity: '12' });
    expect(setSizeQuantity(sizes, 'L', '0').map((s) => s.size)).toEqual(['XS']);
    expect(setSizeQuantity(sizes, 'XS', '').map((s) => s.size)).toEqual(['L']);
    expect(toggleSize(sizes, 'L', false).map((s) => s.size)).toEqual(['XS']);
  });
});

describe('toBlockInput against the shared schemas', () => {
  it('reports an empty patches form field by field', () => {
    const result = createOrderBlockSchemas({ earliestDate }).patches.safeParse(
      toBlockInput('patches', emptyDraft(), []),
    );
    expect(result.success).toBe(false);
    const errors = firstIssues(result.error!);
    expect(errors).toMatchObject({
      orderTitle: 'Order title is required',
      patchCategory: 'Patch category is required',
      backing: 'Backing is required',
      'designSize.height': 'Design height is required',
      'designSize.width': 'Design width is required',
      quantity: 'Quantity is required',
      attachment: 'Attach at least one file',
    });
    expect(errors.estimatedDeliveryDate).toBeTruthy();
  });

  it('turns typed numbers into numbers and keeps decimals', () => {
    const draft = {
      ...emptyDraft(),
      orderTitle: 'Cap',
      designCategory: 'Left Chest',
      height: '2.5',
      width: '4',
    };
    const result = createOrderBlockSchemas({ earliestDate }).digitizing.parse(
      toBlockInput('digitizing', draft, [{ url: 'u', name: 'a.png' }]),
    );
    expect(result.designSize).toEqual({ height: 2.5, width: 4 });
  });

  it('lets an edit leave the design size out, but not half of it', () => {
    const schema = revisionBlockSchemas({ earliestDate }).digitizing;
    const draft = { ...emptyDraft(), orderTitle: 'Cap' };
    expect(schema.safeParse(toBlockInput('digitizing', draft, [], { sizeOptional: true })).success).toBe(
      true,
    );
    const half = schema.safeParse(
      toBlockInput('digitizing', { ...draft, height: '3' }, [], { sizeOptional: true }),
    );
    expect(firstIssues(half.error!)['designSize.width']).toBe('Design width is required');
  });
});

describe('Super Rush in the draft', () => {
  it('is off by default and travels with the digitizing and vector blocks only', () => {
    expect(emptyDraft().superRush).toBe(false);
    const draft = { ...emptyDraft(), superRush: true };
    expect(toBlockInput('digitizing', draft, [])).toMatchObject({ superRush: true });
    expect(toBlockInput('vector', draft, [])).toMatchObject({ superRush: true });
    expect(toBlockInput('patches', draft, [])).not.toHaveProperty('superRush');
    expect(toBlockInput('customApparel', draft, [])).not.toHaveProperty('superRush');
  });
});
