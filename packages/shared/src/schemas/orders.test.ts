import { describe, expect, it } from 'vitest';
import { createOrderBlockSchemas, keyedBody, revisionBlockSchemas } from './orders.ts';

const earliestDate = '2026-11-21';
const create = createOrderBlockSchemas({ earliestDate });
const revise = revisionBlockSchemas({ earliestDate });
const file = { url: 'https://example.test/api/v1/files/x/a.png', name: 'a.png' };

function messages(result: { success: boolean; error?: { issues: { message: string }[] } }): string[] {
  return result.success ? [] : (result.error?.issues.map((i) => i.message) ?? []);
}

describe('create-order blocks', () => {
  it('accepts numeric strings as numbers and strips unknown keys such as a status or price', () => {
    const parsed = create.digitizing.parse({
      orderTitle: ' Logo ',
      designCategory: 'Left Chest',
      designSize: { height: '12.5', width: 4 },
      attachment: [file],
      orderStatus: 'Completed',
      price: 0,
    });
    expect(parsed).toEqual({
      orderTitle: 'Logo',
      designName: '',
      otherInstructions: '',
      designCategory: 'Left Chest',
      designSize: { height: 12.5, width: 4 },
      attachment: [file],
    });
  });

  it('requires a title, a category, a size and at least one file', () => {
    const result = create.digitizing.safeParse({ designSize: { height: '', width: -1 }, attachment: [] });
    expect(messages(result)).toEqual(
      expect.arrayContaining([
        'Order title is required',
        'Design category is required',
        'Design height is required',
        'Design width must be at least 0',
        'Attach at least one file',
      ]),
    );
  });

  it('refuses categories outside the enumerations', () => {
    const result = create.vector.safeParse({
      orderTitle: 'x',
      designCategory: 'Watercolour',
      designSize: { height: 1, width: 1 },
      attachment: [file],
    });
    expect(messages(result)).toContain('Choose a valid design category');
  });

  it('keeps patch colours to the patch palette, lower-cased and de-duplicated', () => {
    const base = {
      orderTitle: 'Badge',
      patchCategory: 'PVC Patch',
      backing: 'Velcro',
      designSize: { height: 3, width: 3 },
      quantity: '25',
      estimatedDeliveryDate: '2026-12-01',
      attachment: [file],
    };
    expect(create.patches.parse({ ...base, designColors: ['#FF0000', '#ff0000'] }).designColors).toEqual([
      '#ff0000',
    ]);
    expect(messages(create.patches.safeParse({ ...base, designColors: ['#ffffff'] }))).toContain(
      'Choose colours from the palette',
    );
    expect(messages(create.patches.safeParse({ ...base, designColors: ['red'] }))).toContain(
      'Colours are hex values like #ff0000',
    );
  });

  it('requires patches quantity of at least 1 and a delivery date not before today', () => {
    const base = {
      orderTitle: 'Badge',
      patchCategory: 'Woven Patch',
      backing: 'Iron on',
      designSize: { height: 3, width: 3 },
      attachment: [file],
    };
    const result = create.patches.safeParse({ ...base, quantity: 0, estimatedDeliveryDate: '2026-11-20' });
    expect(messages(result)).toEqual(
      expect.arrayContaining(['Quantity must be at least 1', 'Delivery date cannot be earlier than today']),
    );
    expect(
      create.patches.safeParse({ ...base, quantity: 1, estimatedDeliveryDate: earliestDate }).success,
    ).toBe(true);
  });

  it('checks apparel GSM, sizes and the shipping date', () => {
    const base = {
      orderTitle: 'Team hoodies',
      garmentCategory: 'Hoodie',
      garmentGSM: '320',
      shippingEstimatedTime: '2027-01-10',
      attachment: [file],
    };
    expect(create.customApparel.parse({ ...base, sizes: [{ size: 'M', quantity: '3' }] }).sizes).toEqual([
      { size: 'M', quantity: 3 },
    ]);
    expect(
      messages(create.customApparel.safeParse({ ...base, sizes: [{ size: 'M', quantity: 0 }] })),
    ).toContain('Quantity must be at least 1');
    expect(
      messages(create.customApparel.safeParse({ ...base, sizes: [{ size: '5XL', quantity: 1 }] })),
    ).toContain('Choose a valid size');
    expect(
      messages(
        create.customApparel.safeParse({
          ...base,
          sizes: [
            { size: 'M', quantity: 1 },
            { size: 'M', quantity: 2 },
          ],
        }),
      ),
    ).toContain('Each size once');
    expect(messages(create.customApparel.safeParse({ ...base, garmentGSM: -1 }))).toContain(
      'Garment GSM must be at least 0',
    );
  });
});

describe('revision blocks', () => {
  it('follows the edit-form rules: category required in vector, patch date optional', () => {
    expect(messages(revise.vector.safeParse({ orderTitle: 'x' }))).toContain('Design category is required');
    expect(revise.patches.safeParse({ orderTitle: 'x', estimatedDeliveryDate: '' }).success).toBe(true);
    expect(
      messages(revise.patches.safeParse({ orderTitle: 'x', estimatedDeliveryDate: '2020-01-01' })),
    ).toContain('Delivery date cannot be earlier than today');
    expect(revise.digitizing.safeParse({ orderTitle: 'x' }).success).toBe(true);
  });
});

describe('keyedBody', () => {
  it('unwraps the block under its service key and refuses another key', () => {
    const schema = keyedBody('digitizing', revise.digitizing);
    expect(schema.parse({ digitizing: { orderTitle: 'x' } }).orderTitle).toBe('x');
    expect(schema.safeParse({ vector: { orderTitle: 'x' } }).success).toBe(false);
    expect(schema.safeParse('nope').success).toBe(false);
  });
});

describe('revision texts', () => {
  it('leaves an omitted design name and instructions out, so the order keeps them', () => {
    const parsed = revise.digitizing.parse({ orderTitle: 'x' });
    expect(parsed).not.toHaveProperty('designName');
    expect(parsed).not.toHaveProperty('otherInstructions');
    expect(revise.patches.parse({ orderTitle: 'x', designName: ' Crest ' }).designName).toBe('Crest');
  });
});
