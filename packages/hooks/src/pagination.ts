/** Default list limit (spec §9). */
export const DEFAULT_LIMIT = 20;

/**
 * Next page_skip for an endless list: the number of items loaded so far, or undefined (no
 * more pages) once a page comes back shorter than the limit.
 */
export function nextPageSkip<TItem>(
  lastPageItems: readonly TItem[],
  allPagesItems: readonly (readonly TItem[])[],
  limit: number,
): number | undefined {
  if (lastPageItems.length < limit) return undefined;
  return allPagesItems.reduce((loaded, items) => loaded + items.length, 0);
}

/**
 * The page_skip half of an endless list's infiniteQueryOptions: start at 0, then ask for the count
 * loaded so far until a page comes back short. `items` picks a page's list out of its response.
 */
export function pageSkipPaging<TPage, TItem>(items: (page: TPage) => readonly TItem[], limit: number) {
  return {
    initialPageParam: 0,
    getNextPageParam: (last: TPage, pages: TPage[]) => nextPageSkip(items(last), pages.map(items), limit),
  };
}

/** Id lists as a stable part of a query key: sorted, without duplicates; empty lists are dropped. */
export function idList(ids: readonly number[] | undefined): number[] | undefined {
  if (!ids || ids.length === 0) return undefined;
  return [...new Set(ids)].sort((a, b) => a - b);
}

/** Removes undefined entries so `{ a: undefined }` and `{}` make the same query key. */
export function compact<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}
