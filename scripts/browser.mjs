import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

/** Debian's Chromium; nothing in this repo downloads a browser. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
  '--font-render-hinting=none',
  '--force-color-profile=srgb',
  '--hide-scrollbars',
];

export function chromiumMissingMessage() {
  return `Browser tests need Chromium at ${chromiumPath}.\nInstall it with "apt-get update && apt-get install -y chromium" (or run .ci/run), or set CHROMIUM_PATH.`;
}

// `node scripts/browser.mjs` fails loudly before a browser suite starts without a browser.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href && !existsSync(chromiumPath)) {
  console.error(`\n${chromiumMissingMessage()}\n`);
  process.exit(1);
}
