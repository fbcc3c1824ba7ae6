import '@podcast/ui/fonts';
import './embed.css';
import { embed as text } from '../i18n/embed';

/** What the server writes into the page (apps/server/src/routes/site/index.ts, `#embed-data`). */
interface EmbedData {
  id: number;
  title: string;
  channel: string;
  url: string;
  channelUrl: string;
  src: string | null;
  video: boolean;
  image: string | null;
  duration: number;
}

const SKIP_SECONDS = 15;

type Children = (Node | string | null)[];

/** An element with properties (className, textContent, type…) and children. */
function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Record<string, unknown> = {},
  children: Children = [],
) {
  const element = Object.assign(document.createElement(tag), props);
  element.append(...children.filter((child) => child !== null));
  return element;
}

const ICONS = {
  play: 'M8 5.14v13.72a1 1 0 0 0 1.5.86l11-6.86a1 1 0 0 0 0-1.72l-11-6.86A1 1 0 0 0 8 5.14Z',
  pause: 'M7 5h3.5v14H7zM13.5 5H17v14h-3.5z',
  back: 'M12 5V2L7 6l5 4V7a6 6 0 1 1-6 6H4a8 8 0 1 0 8-8Z',
  forward: 'M12 5V2l5 4-5 4V7a6 6 0 1 0 6 6h2a8 8 0 1 1-8-8Z',
};

function icon(path: string) {
  const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  svg.setAttribute('viewBox', '0 0 24 24');
  svg.setAttribute('aria-hidden', 'true');
  const shape = document.createElementNS('http://www.w3.org/2000/svg', 'path');
  shape.setAttribute('d', path);
  svg.append(shape);
  return svg;
}

const whole = (seconds: number) => (Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0);

/** m:ss, or h:mm:ss from an hour on. */
function clock(seconds: number) {
  const total = whole(seconds);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** "1 საათი 2 წუთი 5 წამი" for screen readers. */
function spoken(seconds: number) {
  const total = whole(seconds);
  const parts: string[] = [];
  if (total >= 3600) parts.push(`${Math.floor(total / 3600)} ${text.hours}`);
  if (total % 3600 >= 60) parts.push(`${Math.floor((total % 3600) / 60)} ${text.minutes}`);
  if (total % 60 > 0 || parts.length === 0) parts.push(`${total % 60} ${text.seconds}`);
  return parts.join(' ');
}

function readData(): EmbedData | null {
  try {
    const data = JSON.parse(document.getElementById('embed-data')?.textContent ?? 'null') as EmbedData | null;
    return data && typeof data.title === 'string' ? data : null;
  } catch {
    return null;
  }
}

/** The `?t=` of the embed address (whole seconds), as the episode page's share links write it. */
function startAt() {
  const t = Number(new URLSearchParams(location.search).get('t'));
  return Number.isFinite(t) && t > 0 ? Math.floor(t) : 0;
}

function link(href: string, className: string, label: string) {
  return h('a', { href, className, target: '_blank', rel: 'noopener', textContent: label });
}

function mount(root: HTMLElement, data: EmbedData) {
  const media = h(data.video ? 'video' : 'audio', { preload: 'metadata', className: 'media' });
  media.setAttribute('playsinline', '');
  if (data.image && data.video) media.setAttribute('poster', data.image);
  if (data.src) media.src = data.src;
  let duration = data.duration;
  const start = Math.min(startAt(), duration > 1 ? duration - 1 : Number.POSITIVE_INFINITY);

  const playLabel = data.video ? text.watch : text.play;
  const toggle = h('button', { type: 'button', className: 'toggle' }, [icon(ICONS.play)]);
  const skip = (label: string, path: string, by: number) => {
    const button = h('button', { type: 'button', className: 'skip', title: label }, [icon(path)]);
    button.setAttribute('aria-label', label);
    button.addEventListener('click', () => {
      media.currentTime = Math.max(0, Math.min(duration, media.currentTime + by));
    });
    return button;
  };
  const seek = h('input', { type: 'range', className: 'seek', min: '0', step: '1' });
  seek.setAttribute('aria-label', text.seek);
  const elapsed = h('span', { className: 'time' });
  const total = h('span', { className: 'time' });
  const failure = h('p', { className: 'failure', hidden: true }, [
    h('span', { textContent: text.loadFailed }),
    h('button', {
      type: 'button',
      className: 'retry',
      textContent: text.retry,
      onclick: () => {
        failure.hidden = true;
        media.load();
      },
    }),
  ]);

  const render = () => {
    const playing = !media.paused && !media.ended;
    const label = playing ? text.pause : playLabel;
    toggle.setAttribute('aria-label', label);
    toggle.title = label;
    toggle.replaceChildren(icon(playing ? ICONS.pause : ICONS.play));
    root.classList.toggle('playing', playing);
    const position = media.readyState > 0 ? media.currentTime : start;
    seek.max = String(Math.max(1, Math.floor(duration)));
    seek.value = String(Math.floor(position));
    seek.style.setProperty('--progress', `${duration > 0 ? (position / duration) * 100 : 0}%`);
    seek.setAttribute('aria-valuetext', text.position(spoken(position), spoken(duration)));
    elapsed.textContent = clock(position);
    total.textContent = clock(duration);
  };

  toggle.addEventListener('click', () => {
    if (media.paused || media.ended) media.play().catch(() => render());
    else media.pause();
  });
  if (data.video) media.addEventListener('click', () => toggle.click());
  seek.addEventListener('input', () => {
    media.currentTime = Number(seek.value);
    render();
  });
  media.addEventListener('loadedmetadata', () => {
    if (Number.isFinite(media.duration) && media.duration > 0) duration = media.duration;
    if (start > 0 && media.currentTime < 1) media.currentTime = Math.min(start, Math.max(0, duration - 1));
    render();
  });
  media.addEventListener('error', () => {
    failure.hidden = false;
    render();
  });
  for (const event of ['play', 'pause', 'ended', 'timeupdate', 'seeked', 'durationchange'] as const) {
    media.addEventListener(event, render);
  }

  const cover = data.image && !data.video ? h('img', { className: 'cover', src: data.image, alt: '' }) : null;
  root.replaceChildren(
    data.video ? h('div', { className: 'screen' }, [media]) : media,
    h('div', { className: 'panel' }, [
      cover,
      h('div', { className: 'body' }, [
        h('div', { className: 'heading' }, [
          h('div', { className: 'names' }, [
            link(data.channelUrl, 'channel', data.channel),
            link(data.url, 'title', data.title),
          ]),
          link(new URL('/', data.url).href, 'brand', text.site),
        ]),
        h('div', { className: 'controls' }, [
          toggle,
          skip(text.back, ICONS.back, -SKIP_SECONDS),
          elapsed,
          seek,
          total,
          skip(text.forward, ICONS.forward, SKIP_SECONDS),
        ]),
        failure,
      ]),
    ]),
  );
  root.classList.toggle('video', data.video);
  render();
}

const root = document.getElementById('embed');
const data = readData();
if (root && data) {
  root.setAttribute('aria-label', data.title);
  mount(root, data);
} else if (root) {
  root.replaceChildren(h('p', { className: 'failure', textContent: text.missing }));
}
