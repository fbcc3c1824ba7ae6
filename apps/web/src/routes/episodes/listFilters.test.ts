import { emptyFilterValue, type FilterValue } from '@podcast/ui';
import { describe, expect, it } from 'vitest';
import { episodeFiltersOf, filterSearchOf, filterValueOf, withOneAuthor } from './listFilters';

const read = (search: string) => filterValueOf(new URLSearchParams(search));

describe('filters in the address bar', () => {
  it('reads every choice from the query string', () => {
    expect(read('?category=3,1&author=5&duration=2&sort=asc&q=%E1%83%98%E1%83%A1%E1%83%A2')).toEqual({
      categories: [1, 3],
      authors: [5],
      duration: 2,
      sort: 'asc',
      search: 'ისტ',
    });
  });

  it('ignores what is malformed: unknown durations and sorts, non-numeric or zero ids, duplicates', () => {
    expect(read('?category=2,x,0,2,-4,7&author=abc&duration=9&sort=random&q=%20%20')).toEqual({
      ...emptyFilterValue,
      categories: [2, 7],
    });
    expect(read('')).toEqual(emptyFilterValue);
  });

  it('keeps the first author only (the API filters by one)', () => {
    expect(read('?author=9,4').authors).toEqual([4]);
  });

  it('writes choices back as a short, readable query string that reads the same', () => {
    const value: FilterValue = { categories: [3, 1], authors: [5], duration: 2, sort: 'asc', search: ' ქართული ' };
    const search = filterSearchOf(value);
    expect(search).toBe(`?q=${encodeURIComponent('ქართული')}&category=1,3&author=5&duration=2&sort=asc`);
    expect(read(search)).toEqual({ ...value, categories: [1, 3], search: 'ქართული' });
  });

  it('writes nothing when nothing is chosen', () => {
    expect(filterSearchOf(emptyFilterValue)).toBe('');
    expect(filterSearchOf({ ...emptyFilterValue, search: '   ' })).toBe('');
  });
});

describe('choices as API filters', () => {
  it('maps categories, author and duration to the list filters of spec §7', () => {
    expect(episodeFiltersOf({ categories: [1, 3], authors: [5], duration: 3, sort: null, search: '' })).toEqual({
      category_id__in: [1, 3],
      created_by_id: 5,
      video_length_seconds: 3,
    });
  });

  it('sorts newest / oldest by publication date and popular by hits (exclusive)', () => {
    expect(episodeFiltersOf({ ...emptyFilterValue, sort: 'desc' })).toMatchObject({ published: 'desc' });
    expect(episodeFiltersOf({ ...emptyFilterValue, sort: 'asc' })).toMatchObject({ published: 'asc' });
    const popular = episodeFiltersOf({ ...emptyFilterValue, sort: 'down' });
    expect(popular).toMatchObject({ hits: 'down' });
    expect(popular).not.toHaveProperty('published');
  });

  it('asks for nothing when nothing is chosen', () => {
    expect(Object.values(episodeFiltersOf(emptyFilterValue)).filter((v) => v !== undefined)).toEqual([]);
  });
});

describe('one author at a time', () => {
  it('replaces the author when another one is checked', () => {
    const previous = { ...emptyFilterValue, authors: [4] };
    expect(withOneAuthor({ ...previous, authors: [4, 9] }, previous).authors).toEqual([9]);
  });

  it('leaves single choices and unchecking alone', () => {
    const previous = { ...emptyFilterValue, authors: [4] };
    expect(withOneAuthor({ ...previous, authors: [] }, previous).authors).toEqual([]);
    expect(withOneAuthor({ ...previous, authors: [4] }, previous).authors).toEqual([4]);
  });
});
