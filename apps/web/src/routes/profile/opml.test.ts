import type { SubscribedChannel } from '@podcast/contract';
import { describe, expect, it } from 'vitest';
import { buildOpml } from './opml';

const channel = (id: number, name: string, alias: string): SubscribedChannel => ({
  id,
  alias,
  channel: name,
  image: null,
  rating: 4,
  episode_count: 3,
  description: '',
});

describe('buildOpml', () => {
  it('writes one rss outline per channel with its absolute feed and page', () => {
    const xml = buildOpml([channel(2, 'კოდის საუბრები', 'kodis-saubrebi'), channel(5, 'Tom & "Jerry" <3>', 'tj')], {
      origin: 'https://podcasts.example',
      title: 'გამოწერები',
      now: new Date(Date.UTC(2026, 10, 25, 9, 0)),
    });
    const doc = new DOMParser().parseFromString(xml, 'application/xml');
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
    expect(doc.documentElement.getAttribute('version')).toBe('2.0');
    expect(doc.querySelector('head > title')?.textContent).toBe('გამოწერები');
    expect(doc.querySelector('head > dateCreated')?.textContent).toBe('Wed, 25 Nov 2026 09:00:00 GMT');
    const outlines = [...doc.querySelectorAll('body > outline')].map((outline) => ({
      type: outline.getAttribute('type'),
      text: outline.getAttribute('text'),
      xmlUrl: outline.getAttribute('xmlUrl'),
      htmlUrl: outline.getAttribute('htmlUrl'),
    }));
    expect(outlines).toEqual([
      {
        type: 'rss',
        text: 'კოდის საუბრები',
        xmlUrl: 'https://podcasts.example/api/podcaster/2/rss',
        htmlUrl: 'https://podcasts.example/podcaster/2-kodis-saubrebi/',
      },
      {
        type: 'rss',
        text: 'Tom & "Jerry" <3>',
        xmlUrl: 'https://podcasts.example/api/podcaster/5/rss',
        htmlUrl: 'https://podcasts.example/podcaster/5-tj/',
      },
    ]);
  });

  it('is a valid empty list without subscriptions', () => {
    const doc = new DOMParser().parseFromString(buildOpml([], { origin: 'http://x', title: 't' }), 'application/xml');
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
    expect(doc.querySelectorAll('outline')).toHaveLength(0);
  });
});
