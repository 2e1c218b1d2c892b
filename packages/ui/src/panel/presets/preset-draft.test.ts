import { presetFieldsSchemas } from '@stitchdesk/shared';
import { describe, expect, it } from 'vitest';
import { emptyDraft } from '../order-form/draft.ts';
import { draftFromPresetFields, presetFieldsFromDraft } from './preset-draft.ts';

describe('preset fields ↔ form draft', () => {
  it('saves what the form holds but title and files, and fills it back keeping the title', () => {
    const draft = {
      ...emptyDraft(),
      orderTitle: 'Spring jackets',
      designName: 'Crest',
      designCategory: 'Color Separation',
      colors: ['#ffffff'],
      height: '10',
      width: '12.5',
      otherInstructions: 'Two colours only',
    };
    const fields = presetFieldsFromDraft('vector', draft);
    expect(fields).toEqual({
      designName: 'Crest',
      designCategory: 'Color Separation',
      designColors: ['#ffffff'],
      designSize: { height: '10', width: '12.5' },
      otherInstructions: 'Two colours only',
    });
    // What the API stores passes the same rules it is checked with there.
    const stored = presetFieldsSchemas({ earliestDate: '2020-01-01' }).vector.parse(fields);
    const filled = draftFromPresetFields(stored, { ...emptyDraft(), orderTitle: 'Mine', quantity: '9' });
    expect(filled).toMatchObject({
      orderTitle: 'Mine',
      designName: 'Crest',
      designCategory: 'Color Separation',
      colors: ['#ffffff'],
      height: '10',
      width: '12.5',
      quantity: '',
    });
  });

  it('keeps Super Rush, which a shop that always wants rush saves once', () => {
    const fields = presetFieldsFromDraft('digitizing', { ...emptyDraft(), superRush: true });
    expect(fields).toMatchObject({ superRush: true });
    const stored = presetFieldsSchemas({ earliestDate: '2020-01-01' }).digitizing.parse(fields);
    expect(draftFromPresetFields(stored, emptyDraft()).superRush).toBe(true);
    expect(draftFromPresetFields({}, { ...emptyDraft(), superRush: true }).superRush).toBe(false);
  });

  it('leaves empty fields out, so a partly filled form makes a partial preset', () => {
    expect(presetFieldsFromDraft('digitizing', emptyDraft())).toEqual({
      designName: '',
      otherInstructions: '',
    });
    expect(presetFieldsFromDraft('digitizing', { ...emptyDraft(), height: '3' })).toMatchObject({
      designSize: { height: '3' },
    });
  });

  it('round-trips apparel sizes and dates', () => {
    const draft = {
      ...emptyDraft(),
      garmentCategory: 'Hoodie',
      garmentGSM: '320',
      sizes: [{ size: 'M' as const, quantity: '4' }],
      date: '2030-01-02',
    };
    const fields = presetFieldsFromDraft('customApparel', draft);
    expect(draftFromPresetFields(fields, emptyDraft())).toMatchObject({
      garmentCategory: 'Hoodie',
      garmentGSM: '320',
      sizes: [{ size: 'M', quantity: '4' }],
      date: '2030-01-02',
    });
  });
});
