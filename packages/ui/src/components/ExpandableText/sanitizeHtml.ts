/**
 * A small allow-list sanitiser for the server's HTML descriptions (episode content, channel
 * descriptions, static pages). Formatting tags survive; scripts, styles, frames, event handlers,
 * inline styles and javascript: links do not. Unknown tags are unwrapped so their text stays.
 */

const ALLOWED_TAGS = new Set([
  'a',
  'b',
  'blockquote',
  'br',
  'code',
  'del',
  'div',
  'em',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'i',
  'li',
  'mark',
  'ol',
  'p',
  'pre',
  's',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'u',
  'ul',
]);

/** Removed with everything inside them. */
const DROPPED_TAGS = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'template',
  'noscript',
  'svg',
  'math',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'link',
  'meta',
  'base',
  'title',
  'head',
  'img',
  'video',
  'audio',
  'source',
]);

const SAFE_URL = /^(?:https?:|mailto:|tel:|\/|#|\.{0,2}\/)/i;

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function cleanNode(node: Node, doc: Document): Node | DocumentFragment | null {
  if (node.nodeType === 3) return doc.createTextNode(node.textContent ?? '');
  if (node.nodeType !== 1) return null;
  const element = node as Element;
  const tag = element.tagName.toLowerCase();
  if (DROPPED_TAGS.has(tag)) return null;

  const children = doc.createDocumentFragment();
  for (const child of Array.from(element.childNodes)) {
    const cleaned = cleanNode(child, doc);
    if (cleaned) children.appendChild(cleaned);
  }
  if (!ALLOWED_TAGS.has(tag)) return children;

  const clean = doc.createElement(tag);
  if (tag === 'a') {
    const href = element.getAttribute('href')?.trim() ?? '';
    if (href && SAFE_URL.test(href)) {
      clean.setAttribute('href', href);
      if (/^https?:/i.test(href)) {
        clean.setAttribute('target', '_blank');
        clean.setAttribute('rel', 'noopener noreferrer nofollow');
      }
    }
  }
  clean.appendChild(children);
  return clean;
}

/** Returns safe HTML for `dangerouslySetInnerHTML`. Without a DOM (server render) the text is escaped. */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  if (typeof DOMParser === 'undefined') return escapeHtml(html.replace(/<[^>]*>/g, ' '));
  // DOMParser documents are inert: nothing in them runs or loads while we walk them.
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  const output = document.implementation.createHTMLDocument('');
  const container = output.createElement('div');
  for (const child of Array.from(parsed.body.childNodes)) {
    const cleaned = cleanNode(child, output);
    if (cleaned) container.appendChild(cleaned);
  }
  return container.innerHTML;
}
