/** Splits `items` into consecutive pages of `size`: always at least one page, empty when there are no items. */
export function paginate<T>(items: readonly T[], size: number): T[][] {
  if (!(size >= 1)) throw new Error(`A page holds at least one item, not ${size}`);
  const pages: T[][] = [];
  for (let start = 0; start < items.length; start += size) pages.push(items.slice(start, start + size));
  return pages.length ? pages : [[]];
}
