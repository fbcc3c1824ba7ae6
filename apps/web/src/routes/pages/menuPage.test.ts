import type { MenuItem } from '@podcast/contract';
import { describe, expect, it } from 'vitest';
import { menuPageAt } from './menuPage';

const item = (id: number, address: string): MenuItem => ({ id, title: `t${id}`, address, alias: address });
const items = [item(1, 'podcastpage'), item(2, 'Jazz-Club'), item(3, '/about/'), item(4, '/')];

describe('menuPageAt', () => {
  it('finds a menu address with no screen of its own, ignoring case and a trailing slash', () => {
    expect(menuPageAt('/jazz-club', items)?.id).toBe(2);
    expect(menuPageAt('/JAZZ-CLUB/', items)?.id).toBe(2);
    expect(menuPageAt('/about', items)?.id).toBe(3);
  });

  it('leaves addresses the route table shows, the home page and unknown paths alone', () => {
    expect(menuPageAt('/podcastpage/', items)).toBeUndefined();
    expect(menuPageAt('/', items)).toBeUndefined();
    expect(menuPageAt('/no/such/page', items)).toBeUndefined();
  });

  it('matches a Georgian address however the browser encoded it', () => {
    const georgian = [item(5, 'ჩვენ-შესახებ')];
    expect(menuPageAt(`/${encodeURIComponent('ჩვენ-შესახებ')}/`, georgian)?.id).toBe(5);
  });
});
