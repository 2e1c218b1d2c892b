import { describe, expect, it } from 'vitest';
import { createOrderBlockSchemas, readStoredBlock } from './orders.ts';

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
