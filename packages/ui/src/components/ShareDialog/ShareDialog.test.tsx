import { describe, expect, it } from 'vitest';
import { buildShareUrls } from './ShareDialog';

describe('buildShareUrls', () => {
  const url = 'https://podcast.ge/podcast/7-ქართული/?a=1&b=2';
  const links = buildShareUrls(url, 'Check this out!');
  const enc = encodeURIComponent(url);

  it('encodes the address and the text for every network', () => {
    expect(links.facebook).toBe(`https://www.facebook.com/sharer/sharer.php?u=${enc}`);
    expect(links.x).toBe(`https://x.com/intent/tweet?url=${enc}&text=Check%20this%20out!`);
    expect(links.linkedin).toBe(`https://www.linkedin.com/sharing/share-offsite/?url=${enc}`);
    expect(links.telegram).toBe(`https://t.me/share/url?url=${enc}&text=Check%20this%20out!`);
    expect(links.whatsapp).toBe(`https://wa.me/?text=${encodeURIComponent(`Check this out! ${url}`)}`);
  });

  it('never leaves a raw ampersand of the shared URL in the query', () => {
    for (const link of Object.values(links)) expect(link).not.toContain('a=1&b=2');
  });
});
