import { describe, expect, it } from 'vitest';
import type { Order } from '@stitchdesk/shared';
import { filterOrderRows, monthKeyOf, toOrderRows } from './order-filter.ts';
import { makeOrder } from '../../test/orders.ts';

describe('filterOrderRows', () => {
  const orders: Order[] = [
    makeOrder({
      _id: '1',
      service: 'vector',
      title: 'Team Logo',
      createdAt: new Date(2025, 0, 15).toISOString(),
    }),
    makeOrder({
      _id: '2',
      number: 1042,
      service: 'patches',
      title: 'Club patch',
      createdAt: new Date(2025, 1, 3).toISOString(),
    }),
    makeOrder({
      _id: '3',
      service: 'customApparel',
      title: 'LOGO hoodies',
      createdAt: new Date(2024, 0, 20).toISOString(),
    }),
  ];
  const rows = toOrderRows(orders);

  it('takes the title of whichever block has one', () => {
    expect(rows.map((r) => r.title)).toEqual(['Team Logo', 'Club patch', 'LOGO hoodies']);
  });

  it('matches a case-insensitive substring of the title', () => {
    expect(filterOrderRows(rows, { search: 'logo', month: '' }).map((r) => r.order._id)).toEqual(['1', '3']);
    expect(filterOrderRows(rows, { search: '  PATCH ', month: '' }).map((r) => r.order._id)).toEqual(['2']);
  });

  it('finds an order by its number, with or without the #', () => {
    expect(filterOrderRows(rows, { search: '#1042', month: '' }).map((r) => r.order._id)).toEqual(['2']);
    expect(filterOrderRows(rows, { search: '1042', month: '' }).map((r) => r.order._id)).toEqual(['2']);
    expect(filterOrderRows(rows, { search: '1043', month: '' })).toEqual([]);
  });

  it('matches month and year of createdAt', () => {
    expect(filterOrderRows(rows, { search: '', month: '2025-01' }).map((r) => r.order._id)).toEqual(['1']);
    expect(filterOrderRows(rows, { search: 'logo', month: '2024-01' }).map((r) => r.order._id)).toEqual([
      '3',
    ]);
    expect(filterOrderRows(rows, { search: '', month: '2023-01' })).toEqual([]);
  });

  it('returns everything with no filter', () => {
    expect(filterOrderRows(rows, { search: ' ', month: '' })).toHaveLength(3);
  });

  it('reads the month in local time', () => {
    expect(monthKeyOf(new Date(2025, 11, 31, 23, 30).toISOString())).toBe('2025-12');
    expect(monthKeyOf('not a date')).toBe('');
  });

  it('filters 10,000 orders correctly (time reported, not asserted)', () => {
    const many: Order[] = Array.from({ length: 10_000 }, (_, i) =>
      makeOrder({
        _id: String(i),
        service: (['digitizing', 'vector', 'patches', 'customApparel'] as const)[i % 4],
        title: i % 10 === 0 ? `Special Order ${i}` : `Order ${i}`,
        createdAt: new Date(2025, i % 12, 1 + (i % 28), 12).toISOString(),
      }),
    );
    const t0 = performance.now();
    const manyRows = toOrderRows(many);
    const t1 = performance.now();
    const bySearch = filterOrderRows(manyRows, { search: 'special', month: '' });
    const byBoth = filterOrderRows(manyRows, { search: 'SPECIAL', month: '2025-03' });
    const t2 = performance.now();
    console.info(
      `10,000 orders: indexing ${(t1 - t0).toFixed(2)} ms once per data change; two filter passes ${(t2 - t1).toFixed(2)} ms`,
    );
    expect(bySearch).toHaveLength(1000);
    // "Special" titles are every 10th order; March is month index 2 of the i % 12 cycle.
    const expected = many.filter((_, i) => i % 10 === 0 && i % 12 === 2).length;
    expect(byBoth).toHaveLength(expected);
    expect(byBoth.every((r) => r.monthKey === '2025-03' && r.titleLower.includes('special'))).toBe(true);
  });
});
