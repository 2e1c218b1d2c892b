import { describe, expect, it } from 'vitest';
import { requiredNumber } from './fields.ts';
import { TEXT_NOT_ALLOWED, text } from './text.ts';

describe('the shared text rule', () => {
  it.each(['a\u0000b', 'x\ud800', '\udc00y', 'z\ud800\ud800'])(
    'refuses %j (NUL or a lone surrogate)',
    (value) => {
      for (const kind of ['line', 'multiline', 'secret'] as const) {
        const result = text(kind).safeParse(value);
        expect(result.success).toBe(false);
        expect(result.error?.issues[0].message).toBe(TEXT_NOT_ALLOWED);
      }
    },
  );

  it('keeps a surrogate pair (emoji) whole', () => {
    expect(text().parse('logo 🧵')).toBe('logo 🧵');
  });

  it('strips controls and bidi overrides from single-line text', () => {
    expect(text().parse('inv\u202eoice\u0007 \u2066x\u2069\t\n\u0085')).toBe('invoice x');
  });

  it('keeps tabs and line breaks in multi-line text and drops other controls', () => {
    expect(text('multiline').parse('one\r\ntwo\rthree\tfour\u0001\u009b')).toBe('one\ntwo\nthree\tfour');
  });

  it('leaves a password as typed', () => {
    expect(text('secret').parse(' pass\tword\u202e ')).toBe(' pass\tword\u202e ');
  });
});

describe('numbers sent as text', () => {
  const n = requiredNumber('Width', { max: 10_000 });
  it.each([
    ['12.5', 12.5],
    [' 3 ', 3],
    ['.5', 0.5],
    ['7.', 7],
  ])('accepts plain decimal %j', (input, expected) => {
    expect(n.parse(input)).toBe(expected);
  });

  it.each(['0x1A', '1e3', '0b1', 'Infinity', '1_000', '12,5'])('refuses %j', (input) => {
    expect(n.safeParse(input).success).toBe(false);
  });
});
