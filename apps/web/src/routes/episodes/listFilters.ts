import type { EpisodeFilters } from '@podcast/hooks';
import { type DurationFilter, durationFilters, type FilterValue, type SortOrder, sortOrders } from '@podcast/ui';

/**
 * The filter bar's choices in the address bar (`?category=1,3&author=5&duration=2&sort=asc&q=…`), so a filtered list
 * can be shared and reloaded. One module reads and writes them; the loaders and the screens both use it.
 */
export const filterParams = {
  categories: 'category',
  authors: 'author',
  duration: 'duration',
  sort: 'sort',
  search: 'q',
} as const satisfies Record<keyof FilterValue, string>;

const MAX_IDS = 100;

const idsOf = (text: string | null): number[] =>
  [
    ...new Set(
      (text ?? '')
        .split(',')
        .map((part) => part.trim())
        .filter((part) => /^\d{1,9}$/.test(part))
        .map(Number)
        .filter((id) => id > 0),
    ),
  ]
    .sort((a, b) => a - b)
    .slice(0, MAX_IDS);

const isDuration = (value: number): value is DurationFilter => (durationFilters as readonly number[]).includes(value);
const isSort = (value: string): value is SortOrder => (sortOrders as readonly string[]).includes(value);

/** The choices a query string names; anything malformed is ignored. */
export function filterValueOf(params: URLSearchParams): FilterValue {
  const duration = Number(params.get(filterParams.duration));
  const sort = params.get(filterParams.sort) ?? '';
  return {
    categories: idsOf(params.get(filterParams.categories)),
    // The API filters by one author (`created_by_id`): the first one wins.
    authors: idsOf(params.get(filterParams.authors)).slice(0, 1),
    duration: isDuration(duration) ? duration : null,
    sort: isSort(sort) ? sort : null,
    search: (params.get(filterParams.search) ?? '').trim(),
  };
}

/** The query string of a set of choices ('' when nothing is chosen); commas stay readable. */
export function filterSearchOf(value: FilterValue): string {
  const params = new URLSearchParams();
  if (value.search.trim()) params.set(filterParams.search, value.search.trim());
  if (value.categories.length > 0) params.set(filterParams.categories, idsOf(value.categories.join(',')).join(','));
  if (value.authors.length > 0) params.set(filterParams.authors, String(value.authors[0]));
  if (value.duration) params.set(filterParams.duration, String(value.duration));
  if (value.sort) params.set(filterParams.sort, value.sort);
  const text = params.toString().replace(/%2C/g, ',');
  return text ? `?${text}` : '';
}

/**
 * The author checkboxes act as one choice, because the API takes one `created_by_id`: checking a second author
 * replaces the first.
 */
export function withOneAuthor(next: FilterValue, previous: FilterValue): FilterValue {
  if (next.authors.length <= 1) return next;
  const added = next.authors.filter((id) => !previous.authors.includes(id));
  return { ...next, authors: added.length > 0 ? added.slice(-1) : next.authors.slice(0, 1) };
}

/** The API filters of a set of choices (spec §7, §9): newest / oldest by `published`, popular by `hits`. */
export function episodeFiltersOf(value: FilterValue): EpisodeFilters {
  return {
    category_id__in: value.categories.length > 0 ? value.categories : undefined,
    created_by_id: value.authors[0],
    video_length_seconds: value.duration ?? undefined,
    ...(value.sort === 'down' ? { hits: 'down' as const } : value.sort ? { published: value.sort } : {}),
  };
}
