import { type Block, hrefs, type NavItem, parseSlug } from '@podcast/contract';

/** Spec §2: a block header goes by the block's group — B to /podcastpage/, C to /popular-posts/, A to its category. */
export function blockHref(block: Pick<Block, 'group' | 'category'>): string {
  if (block.group === 'B') return hrefs.podcastpage();
  if (block.group === 'C') return hrefs.popular();
  return block.category ? hrefs.category(block.category) : hrefs.categories();
}

export interface NavTarget {
  title: string;
  href: string;
}

/**
 * Where a nav bar item leads and what it is called: a category item (`category/{id}-{alias}`) to its category
 * page, a block item (`block/{id}`, named like the block) where the block's header leads, under the block's
 * Georgian name.
 */
export function navTarget(item: NavItem, blocks: readonly Block[]): NavTarget {
  const [, rest = ''] = item.url.replace(/^\/+/, '').split('/', 2);
  if (item.type === 'block') {
    const block = blocks.find((b) => b.name === item.name || String(b.id) === rest);
    if (block) return { title: block.show_name || item.title, href: blockHref(block) };
    return { title: item.title, href: hrefs.podcastpage() };
  }
  if (item.type === 'category') {
    const slug = parseSlug(rest);
    return { title: item.title, href: slug ? hrefs.category(slug) : hrefs.categories() };
  }
  return { title: item.title, href: hrefs.menu(item.url) };
}
