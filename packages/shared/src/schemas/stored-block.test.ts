import { describe, expect, it, vi } from 'vitest';
import { SIZES } from '../catalog.ts';
import { SERVICE_KEYS, type ServiceKey } from '../services.ts';
import { createOrderBlockSchemas, readStoredBlock, storedBlockSchemas } from './orders.ts';

describe('readStoredBlock', () => {
  it('reads what the create schema stores, dropping the attachments', () => {
    const block = createOrderBlockSchemas({ earliestDate: '2026-01-01' }).patches.parse({
      orderTitle: 'Club crest',
      attachment: [{ url: 'https://example.test/a.png', name: 'a.png' }],
      patchCategory: 'Woven Patch',
      backing: 'Iron on',
      designColors: ['#ff0000'],
      designSize: { height: 3, width: 2 },
      quantity: 50,
      estimatedDeliveryDate: '2026-02-01',
    });
    expect(readStoredBlock('patches', block)).toEqual({
      orderTitle: 'Club crest',
      otherInstructions: '',
      designName: '',
      patchCategory: 'Woven Patch',
      designColors: ['#ff0000'],
      backing: 'Iron on',
      designSize: { height: 3, width: 2 },
      quantity: 50,
      estimatedDeliveryDate: '2026-02-01',
    });
  });

  it('reads rows stored by earlier versions: missing or odd fields read as the empty values', () => {
    const old = {
      designName: 7,
      designColors: ['#ff0000', 3, null],
      designSize: { height: '2', width: 3 },
      quantity: '40',
      estimatedDeliveryDate: '',
      retired: 'a field no longer known',
    };
    expect(readStoredBlock('patches', old)).toEqual({
      orderTitle: '',
      otherInstructions: '',
      designName: '',
      patchCategory: '',
      designColors: ['#ff0000'],
      backing: '',
      designSize: null,
      quantity: null,
      estimatedDeliveryDate: null,
    });
    expect(
      readStoredBlock('customApparel', {
        sizes: [{ size: 'M', quantity: 2 }, { size: 'XXXXL', quantity: 1 }, 'L'],
        garmentGSM: 180,
      }),
    ).toMatchObject({ sizes: [{ size: 'M', quantity: 2 }], garmentGSM: 180, quantity: null });
  });

  it('reads anything but an object as the empty block', () => {
    expect(readStoredBlock('digitizing', null)).toEqual({
      orderTitle: '',
      otherInstructions: '',
      designName: '',
      designCategory: '',
      designSize: null,
    });
  });
});

describe('readStoredBlock on rows already in the stored shape', () => {
  // What zod's lenient read gives, the only reading before the field-by-field check.
  const lenient = (key: ServiceKey, stored: unknown) => {
    const parsed = storedBlockSchemas[key].safeParse(stored);
    return parsed.success ? parsed.data : storedBlockSchemas[key].parse({});
  };
  const current: { [K in ServiceKey]: Record<string, unknown> } = {
    digitizing: {
      orderTitle: 'Crest',
      otherInstructions: '',
      designName: 'Lion',
      designCategory: 'Left Chest Logo',
      designSize: { height: 3, width: 2.5 },
    },
    vector: {
      orderTitle: '',
      otherInstructions: 'Keep the gradient',
      designName: 'Wave',
      designColors: ['#112233', 'Navy'],
      designCategory: 'Logo',
      designSize: null,
    },
    patches: {
      orderTitle: 'Club',
      otherInstructions: '',
      designName: '',
      patchCategory: 'Woven Patch',
      designColors: [],
      backing: 'Iron on',
      designSize: { height: 3, width: 2 },
      quantity: 50,
      estimatedDeliveryDate: '2026-02-01',
    },
    customApparel: {
      ...{ orderTitle: 'Team', otherInstructions: '' },
      garmentCategory: 'T-Shirt',
      garmentColors: ['Black'],
      garmentGSM: null,
      sizes: [{ size: SIZES[0], quantity: 3 }],
      quantity: 3,
      shippingEstimatedTime: null,
    },
  };
  // Each change makes the row something the lenient read must mend or drop.
  const oddValues: unknown[] = [
    '',
    'x',
    0,
    -1,
    1.5,
    Number.NaN,
    null,
    undefined,
    [],
    ['a', 1],
    {},
    { height: 1 },
    true,
  ];

  it('gives what the lenient read gives, for current rows and for every field made odd', () => {
    for (const key of SERVICE_KEYS) {
      const row = current[key];
      expect(Object.keys(row).sort(), key).toEqual(Object.keys(storedBlockSchemas[key].shape).sort());
      expect(readStoredBlock(key, row), key).toEqual(lenient(key, row));
      // Nothing to mend: read without zod.
      const { orderTitle: _title, ...asWritten } = row;
      const expected = lenient(key, asWritten);
      const zodRead = vi.spyOn(storedBlockSchemas[key], 'safeParse');
      readStoredBlock(key, row);
      expect(readStoredBlock(key, asWritten), key).toEqual({ ...expected, orderTitle: '' });
      expect(zodRead, key).not.toHaveBeenCalled();
      readStoredBlock(key, { ...row, retired: 1 });
      expect(zodRead, key).toHaveBeenCalledOnce();
      zodRead.mockRestore();
      for (const field of Object.keys(row)) {
        for (const odd of oddValues) {
          const changed = { ...row, [field]: odd };
          expect(readStoredBlock(key, changed), `${key}.${field} = ${String(odd)}`).toEqual(
            lenient(key, changed),
          );
        }
        const { [field]: _missing, ...without } = row;
        expect(readStoredBlock(key, without), `${key} without ${field}`).toEqual(lenient(key, without));
      }
      const extra = { ...row, retired: 'a field no longer known' };
      expect(readStoredBlock(key, extra), `${key} with an unknown field`).toEqual(lenient(key, extra));
      expect(readStoredBlock(key, extra)).not.toHaveProperty('retired');
    }
  });

  it('gives rows without a list field a list no reader can change', () => {
    const { designColors: _colors, ...withoutColors } = current.vector;
    const first = readStoredBlock('vector', withoutColors);
    const second = readStoredBlock('vector', { ...withoutColors, designName: 'Other' });
    expect(first.designColors).toEqual([]);
    expect(() => first.designColors.push('#000000')).toThrow(TypeError);
    expect(second.designColors).toEqual([]);
  });

  it('mends sizes and design sizes that are not exactly what it keeps', () => {
    const row = current.customApparel;
    for (const sizes of [
      [{ size: 'XXXXL-not-a-size', quantity: 1 }],
      [{ size: SIZES[0] }],
      [{ size: SIZES[0], quantity: 1, note: 'x' }],
    ]) {
      const changed = { ...row, sizes };
      expect(readStoredBlock('customApparel', changed)).toEqual(lenient('customApparel', changed));
    }
    const size = { ...current.digitizing, designSize: { height: 3, width: 2, depth: 1 } };
    expect(readStoredBlock('digitizing', size)).toEqual(lenient('digitizing', size));
    expect(readStoredBlock('digitizing', size).designSize).toEqual({ height: 3, width: 2 });
  });
});
