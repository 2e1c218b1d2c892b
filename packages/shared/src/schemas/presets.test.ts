import { describe, expect, it } from 'vitest';
import { createOrderBlockSchemas } from './orders.ts';
import {
  createPresetSchema,
  orderBlockFromPreset,
  presetFieldsSchemas,
  updatePresetSchemaFor,
} from './presets.ts';
import { TEXT_NOT_ALLOWED } from './text.ts';

const options = { earliestDate: '2026-01-01' };

describe('preset schemas (derived from the create-order blocks)', () => {
  it('carry every order field but title and files, each optional', () => {
    const schemas = presetFieldsSchemas(options);
    expect(Object.keys(schemas.patches.shape).sort()).toEqual(
      Object.keys(createOrderBlockSchemas(options).patches.shape)
        .filter((key) => key !== 'orderTitle' && key !== 'attachment')
        .sort(),
    );
    expect(schemas.customApparel.safeParse({}).success).toBe(true);
    expect(schemas.digitizing.safeParse({ orderTitle: 'x' }).success).toBe(false);
  });

  it('read the service by label or key and check the fields by its rules', () => {
    const schema = createPresetSchema(options);
    expect(
      schema.parse({ name: ' Caps ', service: 'Custom Apparel', fields: { garmentGSM: '320' } }),
    ).toEqual({
      name: 'Caps',
      service: 'customApparel',
      fields: expect.objectContaining({ garmentGSM: 320 }),
    });
    const refused = schema.safeParse({ name: 'x', service: 'vector', fields: { designColors: ['#010203'] } });
    expect(refused.error?.issues[0].path).toEqual(['fields', 'designColors', 0]);
  });

  it('refuse a field name with a control character as the text rule refuses a value', () => {
    for (const name of ['designCategory\u0000', 'a\u0007b', 'x\ud800']) {
      const created = createPresetSchema(options).safeParse({
        name: 'x',
        service: 'digitizing',
        fields: { [name]: 'Logo' },
      });
      expect(created.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
        [['fields', name], TEXT_NOT_ALLOWED],
      ]);
      const changed = updatePresetSchemaFor('digitizing', options).safeParse({ fields: { [name]: 'Logo' } });
      expect(changed.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
        [['fields', name], TEXT_NOT_ALLOWED],
      ]);
    }
  });

  it('check a change against the preset’s own service', () => {
    expect(
      updatePresetSchemaFor('digitizing', options).safeParse({ fields: { backing: 'Velcro' } }).success,
    ).toBe(false);
    expect(
      updatePresetSchemaFor('patches', options).parse({ fields: { backing: 'Velcro' } }).fields,
    ).toMatchObject({
      backing: 'Velcro',
    });
    expect(updatePresetSchemaFor('patches', options).safeParse({}).success).toBe(false);
  });

  it('make an order block with a title and files that the order schema accepts', () => {
    const fields = presetFieldsSchemas(options).digitizing.parse({
      designCategory: 'Left Chest',
      designSize: { height: 2, width: 3 },
    });
    const block = orderBlockFromPreset(fields, 'Cap front', [{ url: 'https://x/a.png', name: 'a.png' }]);
    expect(createOrderBlockSchemas(options).digitizing.parse(block)).toMatchObject({
      orderTitle: 'Cap front',
      designCategory: 'Left Chest',
      attachment: [{ name: 'a.png' }],
    });
  });
});
