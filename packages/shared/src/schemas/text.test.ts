import { describe, expect, it } from 'vitest';
import { requiredNumber } from './fields.ts';
import { TEXT_NOT_ALLOWED, text } from './text.ts';

describe('the shared text rule', () => {
  it.each([
    'a\u0000b',
    'x\ud800',
    '\udc00y',
    'z\ud800\ud800',
    'bell\u0007',
    'esc\u001b[31m',
    'del\u007f',
    'c1\u0085',
    'csi\u009b',
    'vt\u000b',
    'ff\u000c',
  ])('refuses %j (a control character or a lone surrogate)', (value) => {
    for (const kind of ['line', 'multiline', 'secret'] as const) {
      const result = text(kind).safeParse(value);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0].message).toBe(TEXT_NOT_ALLOWED);
    }
  });

  it('keeps a surrogate pair (emoji) whole', () => {
    expect(text().parse('logo 🧵')).toBe('logo 🧵');
  });

  it('drops tabs, line ends and bidi overrides and isolates from single-line text', () => {
    expect(text().parse('inv\u202eoice \u2066x\u2069\t\r\n')).toBe('invoice x');
  });

  it('keeps tabs, line breaks (CR LF and CR read as LF) and bidi marks in multi-line text', () => {
    expect(text('multiline').parse('one\r\ntwo\rthree\tfour \u202eruof')).toBe(
      'one\ntwo\nthree\tfour \u202eruof',
    );
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
