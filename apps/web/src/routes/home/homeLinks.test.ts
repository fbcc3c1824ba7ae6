import type { Block, NavItem } from '@podcast/contract';
import { describe, expect, it } from 'vitest';
import { blockHref, navTarget } from './homeLinks';

const block = (id: number, name: string, group: Block['group'], category: Block['category'] = null): Block => ({
  id,
  name,
  show_name: `ბლოკი ${id}`,
  variety: 'podcasts',
  group,
  image: null,
  category,
  pages: 1,
  podcasts: [],
  author: [],
});
const nav = (type: string, name: string, url: string): NavItem => ({
  id: 1,
  name,
  url,
  type,
  title: name,
  show_name: true,
  image: null,
  image_2: null,
});

describe('blockHref', () => {
  it('goes by the group: B to /podcastpage/, C to /popular-posts/, A to the block category', () => {
    expect(blockHref(block(1, 'a', 'B'))).toBe('/podcastpage/');
    expect(blockHref(block(1, 'a', 'C'))).toBe('/popular-posts/');
    expect(blockHref(block(1, 'a', 'A', { id: 2, alias: 'history', title: 'ისტორია' }))).toBe('/category/2-history/');
    expect(blockHref(block(1, 'a', 'A'))).toBe('/CategoryPage/');
  });
});

describe('navTarget', () => {
  const blocks = [block(1, 'recomended', 'B'), block(2, 'popular', 'C')];

  it('sends a block item where its block header goes, under the block name', () => {
    expect(navTarget(nav('block', 'popular', 'block/2'), blocks)).toEqual({
      title: 'ბლოკი 2',
      href: '/popular-posts/',
    });
    expect(navTarget(nav('block', 'other', '/block/1'), blocks).href).toBe('/podcastpage/');
  });

  it('sends a category item to its category page', () => {
    expect(navTarget(nav('category', 'ისტორია', 'category/2-history'), blocks)).toEqual({
      title: 'ისტორია',
      href: '/category/2-history/',
    });
    expect(navTarget(nav('category', 'x', '/category/broken'), blocks).href).toBe('/CategoryPage/');
  });
});
