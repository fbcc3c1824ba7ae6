import { hrefs, type MenuItem, matchWebRoute } from '@podcast/contract';

const normalise = (path: string) => {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {}
  return decoded.replace(/\/+$/, '').toLowerCase();
};

/** The server menu's entry at this path when the route table has no screen of its own for it. */
export function menuPageAt(pathname: string, items: readonly MenuItem[]): MenuItem | undefined {
  const path = normalise(pathname);
  return items.find((item) => {
    const href = hrefs.menu(item.address);
    return normalise(href) === path && path !== '' && !matchWebRoute(href);
  });
}
