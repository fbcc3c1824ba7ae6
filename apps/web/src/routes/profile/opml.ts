import { hrefs, publishingPaths, type SubscribedChannel } from '@podcast/contract';
import { buildPath } from '@podcast/hooks';

const escapeXml = (value: string) =>
  value.replace(/[<>&"']/g, (char) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', '"': 'quot', "'": 'apos' }[char]};`);

/**
 * An OPML 2.0 subscription list any podcast app imports: one `rss` outline per channel with its feed (`xmlUrl`,
 * absolute) and its page on this site (`htmlUrl`).
 */
export function buildOpml(
  channels: readonly SubscribedChannel[],
  { origin, title, now = new Date() }: { origin: string; title: string; now?: Date },
) {
  const absolute = (path: string) => new URL(path, origin).href;
  const outlines = channels.map((channel) => {
    const name = escapeXml(channel.channel);
    const feed = escapeXml(absolute(buildPath(publishingPaths.rss, { id: channel.id })));
    const page = escapeXml(absolute(hrefs.channel(channel)));
    return `    <outline type="rss" text="${name}" title="${name}" xmlUrl="${feed}" htmlUrl="${page}"/>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<opml version="2.0">',
    '  <head>',
    `    <title>${escapeXml(title)}</title>`,
    `    <dateCreated>${now.toUTCString()}</dateCreated>`,
    '  </head>',
    '  <body>',
    ...outlines,
    '  </body>',
    '</opml>',
    '',
  ].join('\n');
}

/** Saves text as a file through a temporary link. */
export function downloadText(text: string, fileName: string, type: string) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
