import { describe, expect, it } from 'vitest';
import { filtersFromSearch, searchWith } from './queue-search.ts';

describe('queue filters in the URL', () => {
  it('reads known statuses and services and ignores anything else', () => {
    expect(
      filtersFromSearch(
        new URLSearchParams('status=In%20Progress&service=Custom%20Apparel&q=%20logo%20&page=3'),
      ),
    ).toEqual({
      status: 'In Progress',
      service: 'customApparel',
      q: 'logo',
      client: undefined,
      employee: undefined,
      page: 3,
    });
    expect(filtersFromSearch(new URLSearchParams('status=Lost&service=hats&page=-2'))).toMatchObject({
      status: undefined,
      service: undefined,
      page: 1,
    });
  });

  it('goes back to page 1 when a filter changes, and keeps the page when paging', () => {
    const filters = filtersFromSearch(new URLSearchParams('status=Pending&page=4'));
    expect(searchWith(filters, { q: 'cap' }).toString()).toBe('status=Pending&q=cap');
    expect(searchWith(filters, { page: 5 }).toString()).toBe('status=Pending&page=5');
  });
});

describe('the overdue / rush flag in the URL', () => {
  it('reads only the known flags and writes the chosen one', () => {
    expect(filtersFromSearch(new URLSearchParams('flag=overdue')).flag).toBe('overdue');
    expect(filtersFromSearch(new URLSearchParams('flag=rush')).flag).toBe('rush');
    expect(filtersFromSearch(new URLSearchParams('flag=late')).flag).toBeUndefined();
    const filters = filtersFromSearch(new URLSearchParams('status=Pending&page=2'));
    expect(searchWith(filters, { flag: 'rush' }).toString()).toBe('status=Pending&flag=rush');
    expect(searchWith({ ...filters, flag: 'rush' }, { flag: undefined }).toString()).toBe('status=Pending');
  });
});
