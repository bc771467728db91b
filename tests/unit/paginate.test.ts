import { describe, expect, it } from 'vitest';
import { paginate } from '../../src/lib/paginate.ts';
import { routes } from '../../src/routes.ts';

describe('paginate', () => {
  it('cuts a list into pages of the given size, the last one holding what is left', () => {
    const events = Array.from({ length: 14 }, (_, index) => index + 1);
    expect(paginate(events, 6)).toEqual([
      [1, 2, 3, 4, 5, 6],
      [7, 8, 9, 10, 11, 12],
      [13, 14],
    ]);
    expect(paginate(events.slice(0, 6), 6)).toEqual([[1, 2, 3, 4, 5, 6]]);
  });

  it('gives one empty page for an empty list, so the events page still exists', () => {
    expect(paginate([], 6)).toEqual([[]]);
  });

  it('refuses a page size that could never hold an item', () => {
    expect(() => paginate([1], 0)).toThrow(/at least one item/);
  });
});

describe('routes.eventsPage', () => {
  it('is the events page for the first page and eventi/{n} after it', () => {
    expect(routes.eventsPage(1)).toBe(routes.events);
    expect(routes.eventsPage(2)).toBe('/eventi/2');
  });
});
