// Makes the demo seed's pictures once: photo-like scenes (landscapes, night lights, cities, still
// lifes, sea, forest, arches, the sky, textures) and head-and-shoulders portraits, drawn as SVG,
// rendered by sharp, given film grain and saved as small JPEGs of varied sizes and aspect ratios
// (so cropping is exercised), with no text in any of them. Deterministic: the same files every run.
//   node apps/server/scripts/make-demo-images.mjs   (writes apps/server/assets/demo/images/)
// The product never runs this: the seed copies the committed files.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const OUT = join(dirname(fileURLToPath(import.meta.url)), '..', 'assets', 'demo', 'images');

function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const hsl = (h, s, l, a = 1) =>
  a === 1
    ? `hsl(${h.toFixed(0)} ${s.toFixed(0)}% ${l.toFixed(0)}%)`
    : `hsl(${h.toFixed(0)} ${s.toFixed(0)}% ${l.toFixed(0)}% / ${a.toFixed(2)})`;
const f = (n) => n.toFixed(1);

/** A ridge line by midpoint displacement, closed down to the bottom edge. */
function ridge(r, w, h, base, rough) {
  let pts = [
    [0, base + (r() - 0.5) * rough],
    [w, base + (r() - 0.5) * rough],
  ];
  let amp = rough;
  for (let step = 0; step < 7; step++) {
    const next = [];
    for (let i = 0; i < pts.length - 1; i++) {
      const [x1, y1] = pts[i];
      const [x2, y2] = pts[i + 1];
      next.push(pts[i], [(x1 + x2) / 2, (y1 + y2) / 2 + (r() - 0.5) * amp]);
    }
    next.push(pts[pts.length - 1]);
    pts = next;
    amp *= 0.55;
  }
  return `M0 ${h} ${pts.map(([x, y]) => `L${f(x)} ${f(y)}`).join(' ')} L${w} ${h} Z`;
}

const defs = (inner) => `<defs>
<filter id="b1" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="2"/></filter>
<filter id="b2" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="8"/></filter>
<filter id="b3" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="24"/></filter>
${inner}</defs>`;

/** Natural skies: top, middle and horizon colours of a day, dusk or night sky, tilted a little by `hue`. */
const SKIES = {
  day: [
    [210, 65, 42],
    [205, 60, 62],
    [45, 55, 84],
  ],
  dusk: [
    [240, 40, 22],
    [320, 45, 45],
    [28, 85, 62],
  ],
  night: [
    [230, 55, 7],
    [225, 45, 16],
    [215, 35, 30],
  ],
};
function sky(r, hue, mood) {
  const tilt = ((hue % 60) - 30) * 0.5;
  const [top, mid, low] = SKIES[mood].map(([hh, s, l]) => hsl((hh + tilt + 360) % 360, s, l + (r() - 0.5) * 8));
  return `<linearGradient id="sky" x1="0" y1="0" x2="${f(r() * 0.3)}" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="0.55" stop-color="${mid}"/><stop offset="1" stop-color="${low}"/></linearGradient>`;
}

const scenes = {
  landscape(r, w, h, hue) {
    const mood = ['dusk', 'day', 'night', 'dusk'][Math.floor(r() * 4)];
    const sunX = w * (0.15 + r() * 0.7);
    const sunY = h * (0.25 + r() * 0.25);
    const layers = 3 + Math.floor(r() * 3);
    let body = `<rect width="${w}" height="${h}" fill="url(#sky)"/>`;
    body += `<circle cx="${f(sunX)}" cy="${f(sunY)}" r="${f(h * 0.25)}" fill="${mood === 'night' ? '#cfd8ff' : '#fff3c4'}" opacity="0.35" filter="url(#b3)"/>`;
    body += `<circle cx="${f(sunX)}" cy="${f(sunY)}" r="${f(h * (0.03 + r() * 0.04))}" fill="${mood === 'night' ? '#eef' : '#fffbe8'}" opacity="0.95" filter="url(#b1)"/>`;
    if (mood === 'night')
      for (let i = 0; i < 90; i++)
        body += `<circle cx="${f(r() * w)}" cy="${f(r() * h * 0.6)}" r="${f(0.4 + r() * 1.2)}" fill="#fff" opacity="${f(0.3 + r() * 0.7)}"/>`;
    for (let i = 0; i < 4; i++)
      body += `<ellipse cx="${f(r() * w)}" cy="${f(h * (0.1 + r() * 0.4))}" rx="${f(w * (0.15 + r() * 0.3))}" ry="${f(h * (0.02 + r() * 0.04))}" fill="#fff" opacity="${f(0.08 + r() * 0.2)}" filter="url(#b2)"/>`;
    for (let i = 0; i < layers; i++) {
      const depth = i / (layers - 1);
      const l = mood === 'night' ? 22 - depth * 18 : 62 - depth * 52;
      const base = h * (0.45 + depth * 0.35);
      body += `<path d="${ridge(r, w, h, base, h * (0.35 - depth * 0.18))}" fill="${hsl(200 + depth * 30 + (hue % 40), 18 + depth * 15, l)}"/>`;
      body += `<rect y="${f(base - h * 0.05)}" width="${w}" height="${f(h * 0.08)}" fill="#fff" opacity="${f(0.05 + r() * 0.08)}" filter="url(#b2)"/>`;
    }
    return defs(sky(r, hue, mood)) + body;
  },

  lights(r, w, h, hue) {
    let body = `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(hue + 220, 40, 6)}"/><stop offset="1" stop-color="${hsl(hue + 260, 45, 16)}"/></linearGradient>`;
    body = `${defs(body)}<rect width="${w}" height="${h}" fill="url(#bg)"/>`;
    const n = 50 + Math.floor(r() * 40);
    const palette = [hue, hue + 30, hue + 180, 45, 20, 330].map((x) => x % 360);
    for (let i = 0; i < n; i++) {
      const c = palette[Math.floor(r() * palette.length)];
      const big = r() < 0.3;
      const rad = big ? 20 + r() * w * 0.1 : 3 + r() * 18;
      body += `<circle cx="${f(r() * w)}" cy="${f(h * (0.2 + r() * 0.8))}" r="${f(rad)}" fill="${hsl(c, 80, 55 + r() * 25)}" opacity="${f(0.25 + r() * 0.6)}" ${big ? 'filter="url(#b2)"' : 'filter="url(#b1)"'}/>`;
    }
    // A stage: a dark floor and beams from above.
    for (let i = 0; i < 3 + Math.floor(r() * 3); i++) {
      const x = r() * w;
      const spread = w * (0.05 + r() * 0.12);
      body += `<path d="M${f(x)} 0 L${f(x - spread)} ${h} L${f(x + spread)} ${h} Z" fill="${hsl(palette[i % palette.length], 70, 70)}" opacity="${f(0.06 + r() * 0.1)}" filter="url(#b2)"/>`;
    }
    body += `<rect y="${f(h * 0.82)}" width="${w}" height="${f(h * 0.2)}" fill="#000" opacity="0.55" filter="url(#b2)"/>`;
    return body;
  },

  city(r, w, h, hue) {
    const mood = r() < 0.6 ? 'dusk' : 'night';
    let body = `${defs(sky(r, hue, mood))}<rect width="${w}" height="${h}" fill="url(#sky)"/>`;
    const waterline = h * (0.7 + r() * 0.12);
    for (const depth of [0, 1]) {
      let x = -10;
      while (x < w) {
        const bw = 18 + r() * (depth ? 60 : 45);
        const bh = h * (0.12 + r() * (depth ? 0.45 : 0.3));
        const top = waterline - bh;
        body += `<rect x="${f(x)}" y="${f(top)}" width="${f(bw)}" height="${f(bh)}" fill="${hsl(225, 20, depth ? 8 : 16)}"/>`;
        if (depth)
          for (let wy = top + 6; wy < waterline - 6; wy += 7)
            for (let wx = x + 4; wx < x + bw - 4; wx += 6)
              if (r() < 0.28)
                body += `<rect x="${f(wx)}" y="${f(wy)}" width="3" height="3.5" fill="${hsl(40 + r() * 20, 90, 60 + r() * 25)}" opacity="${f(0.5 + r() * 0.5)}"/>`;
        x += bw + r() * 6;
      }
    }
    body += `<rect y="${f(waterline)}" width="${w}" height="${f(h - waterline)}" fill="${hsl(220, 35, 10)}"/>`;
    for (let i = 0; i < 40; i++)
      body += `<rect x="${f(r() * w)}" y="${f(waterline + r() * (h - waterline))}" width="${f(8 + r() * 40)}" height="1.5" fill="${hsl(40, 90, 70)}" opacity="${f(0.15 + r() * 0.4)}" filter="url(#b1)"/>`;
    return body;
  },

  stillLife(r, w, h, hue) {
    const wall = hsl(hue, 20 + r() * 25, 30 + r() * 30);
    const table = hsl(hue + 20 + r() * 30, 30, 18 + r() * 15);
    const horizon = h * (0.55 + r() * 0.15);
    const lightX = r() < 0.5 ? 0.15 : 0.85;
    let body = defs(
      `<radialGradient id="wall" cx="${lightX}" cy="0.2" r="1"><stop offset="0" stop-color="#fff" stop-opacity="0.35"/><stop offset="1" stop-color="#000" stop-opacity="0.35"/></radialGradient>`,
    );
    body += `<rect width="${w}" height="${h}" fill="${wall}"/><rect width="${w}" height="${h}" fill="url(#wall)"/>`;
    body += `<rect y="${f(horizon)}" width="${w}" height="${f(h - horizon)}" fill="${table}"/>`;
    const items = 2 + Math.floor(r() * 3);
    for (let i = 0; i < items; i++) {
      const cx = w * (0.15 + ((i + r() * 0.6) / items) * 0.75);
      const base = horizon + (h - horizon) * (0.3 + r() * 0.4);
      const c = hsl((hue + 40 + r() * 200) % 360, 40 + r() * 40, 35 + r() * 30);
      const shadowX = cx + (lightX < 0.5 ? 1 : -1) * w * 0.08;
      const kind = Math.floor(r() * 3);
      const s = w * (0.06 + r() * 0.07);
      body += `<ellipse cx="${f(shadowX)}" cy="${f(base)}" rx="${f(s * 1.6)}" ry="${f(s * 0.25)}" fill="#000" opacity="0.35" filter="url(#b2)"/>`;
      body += `<radialGradient id="shade${i}" cx="${lightX < 0.5 ? 0.3 : 0.7}" cy="0.3" r="0.8"><stop offset="0" stop-color="#fff" stop-opacity="0.5"/><stop offset="0.5" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.45"/></radialGradient>`;
      if (kind === 0) {
        body += `<circle cx="${f(cx)}" cy="${f(base - s)}" r="${f(s)}" fill="${c}"/><circle cx="${f(cx)}" cy="${f(base - s)}" r="${f(s)}" fill="url(#shade${i})"/>`;
      } else if (kind === 1) {
        const ch = s * (1.5 + r() * 2);
        body += `<rect x="${f(cx - s * 0.6)}" y="${f(base - ch)}" width="${f(s * 1.2)}" height="${f(ch)}" rx="${f(s * 0.15)}" fill="${c}"/><rect x="${f(cx - s * 0.6)}" y="${f(base - ch)}" width="${f(s * 1.2)}" height="${f(ch)}" rx="${f(s * 0.15)}" fill="url(#shade${i})"/>`;
        body += `<ellipse cx="${f(cx)}" cy="${f(base - ch)}" rx="${f(s * 0.6)}" ry="${f(s * 0.15)}" fill="#000" opacity="0.3"/>`;
      } else {
        const ch = s * (2.5 + r() * 2);
        const vase = `M${f(cx - s * 0.3)} ${f(base)} Q${f(cx - s * 1.1)} ${f(base - ch * 0.45)} ${f(cx - s * 0.2)} ${f(base - ch * 0.8)} L${f(cx - s * 0.15)} ${f(base - ch)} L${f(cx + s * 0.15)} ${f(base - ch)} L${f(cx + s * 0.2)} ${f(base - ch * 0.8)} Q${f(cx + s * 1.1)} ${f(base - ch * 0.45)} ${f(cx + s * 0.3)} ${f(base)} Z`;
        body += `<path d="${vase}" fill="${c}"/><path d="${vase}" fill="url(#shade${i})"/>`;
      }
    }
    body += `<rect width="${w}" height="${h}" fill="${lightX < 0.5 ? '#ffe7b0' : '#b0d8ff'}" opacity="0.08"/>`;
    return body;
  },

  sea(r, w, h, hue) {
    const mood = ['dusk', 'day', 'dusk'][Math.floor(r() * 3)];
    const horizon = h * (0.4 + r() * 0.2);
    const sunX = w * (0.2 + r() * 0.6);
    let body = defs(
      sky(r, hue, mood) +
        `<linearGradient id="water" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${hsl(200 + (hue % 30), 45, mood === 'day' ? 42 : 28)}"/><stop offset="1" stop-color="${hsl(215, 55, 9)}"/></linearGradient>`,
    );
    body += `<rect width="${w}" height="${f(horizon)}" fill="url(#sky)"/>`;
    body += `<circle cx="${f(sunX)}" cy="${f(horizon - h * 0.08)}" r="${f(h * 0.07)}" fill="#fff6d8" filter="url(#b1)"/>`;
    body += `<circle cx="${f(sunX)}" cy="${f(horizon - h * 0.08)}" r="${f(h * 0.3)}" fill="#ffd98a" opacity="0.3" filter="url(#b3)"/>`;
    body += `<rect y="${f(horizon)}" width="${w}" height="${f(h - horizon)}" fill="url(#water)"/>`;
    for (let y = horizon + 2; y < h; y += 2 + (y - horizon) * 0.06) {
      const spread = (y - horizon) * 0.5 + 10;
      for (let k = 0; k < 3; k++)
        body += `<rect x="${f(sunX - spread * r())}" y="${f(y)}" width="${f(spread * (0.3 + r()))}" height="${f(1 + (y - horizon) * 0.01)}" fill="#ffe9b8" opacity="${f(0.15 + r() * 0.5)}"/>`;
      body += `<rect x="${f(r() * w)}" y="${f(y)}" width="${f(20 + r() * 80)}" height="1.2" fill="#fff" opacity="${f(0.05 + r() * 0.15)}"/>`;
    }
    if (r() < 0.6)
      body += `<path d="${ridge(r, w * 0.5, horizon + 2, horizon - h * 0.06, h * 0.08)}" fill="${hsl(hue + 220, 25, 15)}" opacity="0.8"/>`;
    return body;
  },

  forest(r, w, h) {
    let body = defs(
      `<linearGradient id="air" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${hsl(90 + r() * 60, 30, 65)}"/><stop offset="1" stop-color="${hsl(80 + r() * 40, 35, 25)}"/></linearGradient>`,
    );
    body += `<rect width="${w}" height="${h}" fill="url(#air)"/>`;
    for (let layer = 0; layer < 4; layer++) {
      const l = 55 - layer * 13;
      for (let i = 0; i < 7 + layer * 3; i++) {
        const x = r() * w;
        const tw = 6 + layer * 5 + r() * 10;
        body += `<rect x="${f(x)}" y="0" width="${f(tw)}" height="${h}" fill="${hsl(30 + r() * 20, 20, l)}" ${layer < 2 ? 'filter="url(#b1)"' : ''}/>`;
      }
      for (let i = 0; i < 10; i++)
        body += `<circle cx="${f(r() * w)}" cy="${f(r() * h * 0.5)}" r="${f(w * (0.05 + r() * 0.1))}" fill="${hsl(90 + r() * 50, 40, l - 5)}" opacity="0.7" filter="url(#b2)"/>`;
    }
    const sx = r() * w;
    for (let i = 0; i < 5; i++)
      body += `<path d="M${f(sx)} 0 L${f(sx - w * 0.2 + i * w * 0.12)} ${h} L${f(sx - w * 0.15 + i * w * 0.12)} ${h} Z" fill="#fffbe0" opacity="${f(0.06 + r() * 0.08)}" filter="url(#b2)"/>`;
    body += `<rect y="${f(h * 0.85)}" width="${w}" height="${f(h * 0.15)}" fill="${hsl(80, 30, 18)}" filter="url(#b2)"/>`;
    return body;
  },

  arches(r, w, h, hue) {
    const stone = hsl(30 + r() * 20, 20 + r() * 20, 45 + r() * 20);
    let body = defs(
      `<linearGradient id="light" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.25"/><stop offset="1" stop-color="#000" stop-opacity="0.45"/></linearGradient>` +
        sky(r, hue, r() < 0.5 ? 'day' : 'dusk'),
    );
    body += `<rect width="${w}" height="${h}" fill="url(#sky)"/>`;
    const n = 3 + Math.floor(r() * 4);
    for (let depth = 3; depth >= 0; depth--) {
      const scale = 1 - depth * 0.18;
      const aw = (w / n) * scale;
      const top = h * (0.1 + depth * 0.08);
      const offset = (w - aw * n) / 2;
      for (let i = 0; i < n; i++) {
        const x = offset + i * aw;
        const pillar = aw * 0.18;
        body += `<path d="M${f(x)} ${h} L${f(x)} ${f(top)} L${f(x + aw)} ${f(top)} L${f(x + aw)} ${h} L${f(x + aw - pillar)} ${h} L${f(x + aw - pillar)} ${f(top + aw * 0.7)} A${f((aw - 2 * pillar) / 2)} ${f((aw - 2 * pillar) / 2)} 0 0 0 ${f(x + pillar)} ${f(top + aw * 0.7)} L${f(x + pillar)} ${h} Z" fill="${stone}" opacity="${f(1 - depth * 0.18)}"/>`;
      }
      body += `<rect width="${w}" height="${h}" fill="url(#light)" opacity="${f(0.15 + depth * 0.05)}"/>`;
    }
    for (let i = 0; i < 300; i++)
      body += `<rect x="${f(r() * w)}" y="${f(r() * h)}" width="${f(2 + r() * 10)}" height="${f(1 + r() * 4)}" fill="#000" opacity="${f(r() * 0.12)}"/>`;
    return body;
  },

  space(r, w, h, hue) {
    let body = defs(
      `<radialGradient id="neb" cx="${f(0.3 + r() * 0.4)}" cy="${f(0.3 + r() * 0.4)}" r="0.7"><stop offset="0" stop-color="${hsl(hue, 70, 45)}" stop-opacity="0.8"/><stop offset="0.6" stop-color="${hsl(hue + 60, 60, 20)}" stop-opacity="0.4"/><stop offset="1" stop-color="#02030a" stop-opacity="0"/></radialGradient>` +
        `<radialGradient id="planet" cx="0.35" cy="0.3" r="0.8"><stop offset="0" stop-color="${hsl(hue + 150, 50, 70)}"/><stop offset="0.7" stop-color="${hsl(hue + 170, 40, 25)}"/><stop offset="1" stop-color="#000"/></radialGradient>`,
    );
    body += `<rect width="${w}" height="${h}" fill="#03040c"/><rect width="${w}" height="${h}" fill="url(#neb)"/>`;
    for (let i = 0; i < 12; i++)
      body += `<ellipse cx="${f(r() * w)}" cy="${f(r() * h)}" rx="${f(w * (0.1 + r() * 0.2))}" ry="${f(h * (0.05 + r() * 0.1))}" fill="${hsl(hue + r() * 90, 70, 50)}" opacity="${f(0.08 + r() * 0.15)}" filter="url(#b3)" transform="rotate(${f(r() * 180)} ${f(w / 2)} ${f(h / 2)})"/>`;
    for (let i = 0; i < 260; i++)
      body += `<circle cx="${f(r() * w)}" cy="${f(r() * h)}" r="${f(0.3 + r() ** 3 * 2.2)}" fill="${hsl(200 + r() * 60, 40, 85)}" opacity="${f(0.3 + r() * 0.7)}"/>`;
    if (r() < 0.7) {
      const pr = Math.min(w, h) * (0.15 + r() * 0.25);
      body += `<circle cx="${f(w * (0.2 + r() * 0.6))}" cy="${f(h * (0.3 + r() * 0.5))}" r="${f(pr)}" fill="url(#planet)"/>`;
    }
    return body;
  },

  field(r, w, h, hue) {
    const night = r() < 0.5;
    let body = defs(sky(r, hue, night ? 'night' : 'day'));
    const horizon = h * (0.35 + r() * 0.15);
    body += `<rect width="${w}" height="${h}" fill="url(#sky)"/>`;
    body += `<rect y="${f(horizon)}" width="${w}" height="${f(h - horizon)}" fill="${hsl(110 + r() * 20, 45, night ? 22 : 35)}"/>`;
    for (let i = 0; i < 12; i++) {
      const y0 = horizon + ((h - horizon) * i) / 12;
      const y1 = horizon + ((h - horizon) * (i + 1)) / 12;
      if (i % 2) body += `<rect y="${f(y0)}" width="${w}" height="${f(y1 - y0)}" fill="#fff" opacity="0.05"/>`;
    }
    const cx = w * (0.3 + r() * 0.4);
    body += `<path d="M${f(cx - w * 0.05)} ${f(horizon)} L${f(cx - w * 0.5)} ${h} M${f(cx + w * 0.05)} ${f(horizon)} L${f(cx + w * 0.5)} ${h} M0 ${f(horizon + (h - horizon) * 0.55)} L${w} ${f(horizon + (h - horizon) * 0.55)}" stroke="#fff" stroke-width="3" opacity="0.5" fill="none"/>`;
    body += `<rect y="${f(horizon - h * 0.12)}" width="${w}" height="${f(h * 0.12)}" fill="${hsl(hue + 220, 15, 15)}"/>`;
    for (let i = 0; i < 400; i++)
      body += `<circle cx="${f(r() * w)}" cy="${f(horizon - h * 0.11 + r() * h * 0.1)}" r="1.3" fill="${hsl(r() * 360, 50, 60)}" opacity="0.6"/>`;
    if (night)
      for (const x of [0.1, 0.9])
        body += `<circle cx="${f(w * x)}" cy="${f(horizon - h * 0.25)}" r="${f(h * 0.18)}" fill="#fff" opacity="0.35" filter="url(#b3)"/><circle cx="${f(w * x)}" cy="${f(horizon - h * 0.25)}" r="${f(h * 0.03)}" fill="#fff"/>`;
    return body;
  },

  texture(r, w, h, hue) {
    const freq = (0.004 + r() * 0.02).toFixed(4);
    const h2 = (hue + 20 + r() * 40) % 360;
    const body = defs(
      `<filter id="t" x="0" y="0" width="100%" height="100%"><feTurbulence type="${r() < 0.5 ? 'fractalNoise' : 'turbulence'}" baseFrequency="${freq} ${(Number(freq) * (0.3 + r() * 1.5)).toFixed(4)}" numOctaves="5" seed="${Math.floor(r() * 1000)}"/><feColorMatrix type="saturate" values="0"/><feComponentTransfer><feFuncR type="linear" slope="3" intercept="-1"/><feFuncG type="linear" slope="3" intercept="-1"/><feFuncB type="linear" slope="3" intercept="-1"/></feComponentTransfer><feComponentTransfer><feFuncR type="table" tableValues="${tone(hue, 0)}"/><feFuncG type="table" tableValues="${tone(hue, 1)}"/><feFuncB type="table" tableValues="${tone(hue, 2)}"/></feComponentTransfer></filter>`,
    );
    let light = '';
    for (let i = 0; i < 3; i++)
      light += `<ellipse cx="${f(r() * w)}" cy="${f(r() * h)}" rx="${f(w * (0.2 + r() * 0.3))}" ry="${f(h * (0.1 + r() * 0.2))}" fill="${i ? '#000' : '#fff'}" opacity="0.25" filter="url(#b3)"/>`;
    return `${body}<rect width="${w}" height="${h}" filter="url(#t)"/><rect width="${w}" height="${h}" fill="${hsl(h2, 60, 50)}" opacity="0.15"/>${light}`;
  },
};

/** A dark-to-light ramp of one hue, as feFuncR/G/B table values for channel `k`. */
function tone(hue, k) {
  const rgb = (l) => {
    const a = 0.5 * Math.min(l, 1 - l);
    const g = (n) => {
      const m = (n + hue / 30) % 12;
      return l - a * Math.max(-1, Math.min(m - 3, 9 - m, 1));
    };
    return [g(0), g(8), g(4)];
  };
  return [0.05, 0.25, 0.45, 0.6, 0.8].map((l) => rgb(l)[k].toFixed(2)).join(' ');
}

function portrait(r, w, h) {
  const skinHue = 18 + r() * 14;
  const skinL = 40 + r() * 36;
  const skin = hsl(skinHue, 35 + r() * 25, skinL);
  const skinDark = hsl(skinHue - 4, 40, skinL - 14);
  const hair = hsl(15 + r() * 30, 20 + r() * 40, 8 + r() * 35);
  const cloth = hsl(r() * 360, 25 + r() * 40, 20 + r() * 35);
  const bgHue = r() * 360;
  const cx = w * (0.42 + r() * 0.16);
  const hr = w * (0.15 + r() * 0.03);
  const hy = h * (0.4 + r() * 0.05);
  const long = r() < 0.5;
  const light = r() < 0.5 ? 0.3 : 0.7;
  const P = (dx, dy) => `${f(cx + dx * hr)} ${f(hy + dy * hr)}`;
  let bg = `<rect width="${w}" height="${h}" fill="url(#bg)"/>`;
  for (let i = 0; i < 25; i++)
    bg += `<circle cx="${f(r() * w)}" cy="${f(r() * h)}" r="${f(8 + r() * w * 0.12)}" fill="${hsl(bgHue + r() * 80, 50, 60 + r() * 30)}" opacity="${f(0.1 + r() * 0.3)}"/>`;
  let person = '';
  if (long)
    person += `<path d="M${P(-1.05, -0.3)} C${P(-1.5, 0.8)} ${P(-1.3, 2.1)} ${P(-0.7, 2.5)} L${P(0.7, 2.5)} C${P(1.3, 2.1)} ${P(1.5, 0.8)} ${P(1.05, -0.3)} Z" fill="${hair}"/>`;
  // Shoulders and a collar.
  person += `<path d="M${f(cx - w * 0.46)} ${h} C${f(cx - w * 0.44)} ${f(hy + hr * 2.1)} ${P(-1.2, 1.75)} ${P(0, 1.7)} C${P(1.2, 1.75)} ${f(cx + w * 0.44)} ${f(hy + hr * 2.1)} ${f(cx + w * 0.46)} ${h} Z" fill="${cloth}"/>`;
  person += `<path d="M${P(-0.45, 1.72)} L${P(0, 2.35)} L${P(0.45, 1.72)} Z" fill="${skinDark}"/>`;
  person += `<path d="M${P(-0.38, 0.55)} L${P(-0.4, 1.75)} Q${P(0, 2.05)} ${P(0.4, 1.75)} L${P(0.38, 0.55)} Z" fill="${skin}"/>`;
  person += `<path d="M${P(-0.38, 0.75)} Q${P(0, 1.25)} ${P(0.38, 0.75)} L${P(0.38, 1.05)} Q${P(0, 1.4)} ${P(-0.38, 1.05)} Z" fill="#000" opacity="0.25"/>`;
  // Ears, then the face: a head narrower at the chin.
  for (const side of [-1, 1])
    person += `<ellipse cx="${f(cx + side * hr * 0.84)}" cy="${f(hy + hr * 0.05)}" rx="${f(hr * 0.14)}" ry="${f(hr * 0.24)}" fill="${skin}"/>`;
  const face = `M${P(0, -1.1)} C${P(0.62, -1.1)} ${P(0.88, -0.6)} ${P(0.86, 0.05)} C${P(0.84, 0.6)} ${P(0.5, 1.05)} ${P(0, 1.1)} C${P(-0.5, 1.05)} ${P(-0.84, 0.6)} ${P(-0.86, 0.05)} C${P(-0.88, -0.6)} ${P(-0.62, -1.1)} ${P(0, -1.1)} Z`;
  person += `<path d="${face}" fill="${skin}"/><path d="${face}" fill="url(#face)"/>`;
  person += `<path d="M${P(0.02, -0.1)} Q${P(light < 0.5 ? 0.12 : -0.12, 0.3)} ${P(0.02, 0.4)}" stroke="${skinDark}" stroke-width="${f(hr * 0.06)}" fill="none" opacity="0.6"/>`;
  for (const side of [-1, 1]) {
    person += `<ellipse cx="${f(cx + side * hr * 0.33)}" cy="${f(hy - hr * 0.08)}" rx="${f(hr * 0.12)}" ry="${f(hr * 0.07)}" fill="#f4efe8"/>`;
    person += `<circle cx="${f(cx + side * hr * 0.33)}" cy="${f(hy - hr * 0.08)}" r="${f(hr * 0.06)}" fill="#2a1c14"/>`;
    person += `<path d="M${P(side * 0.18, -0.28)} Q${P(side * 0.33, -0.36)} ${P(side * 0.5, -0.26)}" stroke="${hair}" stroke-width="${f(hr * 0.07)}" fill="none" stroke-linecap="round"/>`;
    person += `<ellipse cx="${f(cx + side * hr * 0.45)}" cy="${f(hy + hr * 0.42)}" rx="${f(hr * 0.16)}" ry="${f(hr * 0.1)}" fill="#d9635a" opacity="0.15"/>`;
  }
  person += `<path d="M${P(-0.24, 0.62)} Q${P(0, 0.74)} ${P(0.24, 0.62)} Q${P(0, 0.84)} ${P(-0.24, 0.62)} Z" fill="#9a4a42" opacity="0.75"/>`;
  // Hair on top, parted to one side.
  const part = r() < 0.5 ? -0.35 : 0.35;
  person += `<path d="M${P(-0.92, 0.1)} C${P(-1.05, -0.9)} ${P(-0.6, -1.35)} ${P(0, -1.28)} C${P(0.6, -1.35)} ${P(1.05, -0.9)} ${P(0.92, 0.1)} C${P(0.86, -0.45)} ${P(0.7, -0.7)} ${P(part, -0.78)} C${P(part * 0.5, -0.55)} ${P(-0.7, -0.6)} ${P(-0.92, 0.1)} Z" fill="${hair}"/>`;
  person += `<rect width="${w}" height="${h}" fill="url(#side)"/>`;
  const defsInner =
    `<radialGradient id="face" cx="${light}" cy="0.35" r="0.8"><stop offset="0" stop-color="#fff" stop-opacity="0.28"/><stop offset="0.55" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.35"/></radialGradient>` +
    `<linearGradient id="side" x1="${light < 0.5 ? 0 : 1}" y1="0" x2="${light < 0.5 ? 1 : 0}" y2="0"><stop offset="0" stop-color="#fff8e8" stop-opacity="0.12"/><stop offset="1" stop-color="#000" stop-opacity="0.28"/></linearGradient>` +
    `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(bgHue, 30, 55)}"/><stop offset="1" stop-color="${hsl(bgHue + 40, 35, 20)}"/></linearGradient>` +
    '<clipPath id="frame"><rect width="100%" height="100%"/></clipPath>';
  // Shallow depth of field: the background far out of focus, the sitter a touch soft.
  return `${defs(defsInner)}<g clip-path="url(#frame)"><g filter="url(#b2)">${bg}</g><g filter="url(#b1)">${person}</g></g>`;
}

/** Renders SVG content, adds grain and a vignette, and writes a JPEG. */
async function write(name, w, h, svgBody, seed, quality = 58) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${svgBody}
<defs><radialGradient id="vig" cx="0.5" cy="0.5" r="0.75"><stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.45"/></radialGradient></defs>
<rect width="${w}" height="${h}" fill="url(#vig)"/></svg>`;
  const r = rng(seed);
  const grain = Buffer.alloc(w * h);
  for (let i = 0; i < grain.length; i++) grain[i] = 128 + Math.round((r() + r() + r() - 1.5) * 26);
  const noise = await sharp(grain, { raw: { width: w, height: h, channels: 1 } })
    .png()
    .toBuffer();
  const data = await sharp(Buffer.from(svg))
    .composite([{ input: noise, blend: 'soft-light' }])
    .jpeg({ quality, mozjpeg: true, chromaSubsampling: '4:2:0' })
    .toBuffer();
  writeFileSync(join(OUT, name), data);
  return data.length;
}

const SHAPES = [
  [560, 560],
  [600, 450],
  [450, 600],
  [640, 360],
  [600, 400],
  [420, 630],
  [560, 420],
];

/** Scene kinds that suit each demo category (same order as CATEGORIES in src/seed/demo.ts). */
const CATEGORY_SCENES = [
  ['city', 'lights', 'stillLife', 'space'], // technology
  ['arches', 'landscape', 'texture', 'stillLife'], // history
  ['lights', 'stillLife', 'city', 'landscape'], // music
  ['space', 'landscape', 'texture', 'sea'], // science
  ['city', 'stillLife', 'sea', 'lights'], // business
  ['field', 'landscape', 'lights', 'sea'], // sport
  ['arches', 'stillLife', 'lights', 'city'], // culture
  ['forest', 'sea', 'landscape', 'field'], // health
];
const CATEGORY_HUES = [225, 28, 340, 172, 45, 125, 275, 8];

rmSync(OUT, { recursive: true, force: true });
mkdirSync(OUT, { recursive: true });
let total = 0;
const pad = (n) => String(n).padStart(3, '0');
for (let i = 0; i < 120; i++) {
  const cat = i % 8;
  const r = rng(1000 + i * 7919);
  const kinds = CATEGORY_SCENES[cat];
  const kind = kinds[Math.floor(r() * kinds.length)];
  const [w, h] = SHAPES[(i * 5 + Math.floor(i / 8)) % SHAPES.length];
  const hue = (CATEGORY_HUES[cat] + (r() - 0.5) * 70 + 360) % 360;
  total += await write(`episode-${pad(i + 1)}.jpg`, w, h, scenes[kind](r, w, h, hue), i + 1);
}
for (let i = 0; i < 8; i++) {
  const r = rng(5000 + i * 104729);
  const kind = CATEGORY_SCENES[i][0];
  const [w, h] = [
    [800, 800],
    [900, 720],
    [720, 900],
    [800, 800],
  ][i % 4];
  total += await write(`channel-${i + 1}.jpg`, w, h, scenes[kind](r, w, h, CATEGORY_HUES[i]), 200 + i, 66);
  const [cw, ch] = [
    [960, 540],
    [800, 600],
    [720, 720],
    [900, 600],
  ][i % 4];
  const cr = rng(7000 + i * 15485863);
  total += await write(
    `category-${i + 1}.jpg`,
    cw,
    ch,
    scenes[CATEGORY_SCENES[i][1]](cr, cw, ch, CATEGORY_HUES[i]),
    300 + i,
  );
  const [aw, ah] = [
    [400, 400],
    [360, 450],
    [420, 380],
  ][i % 3];
  total += await write(`avatar-${i + 1}.jpg`, aw, ah, portrait(rng(9000 + i * 31337), aw, ah), 400 + i, 70);
}
process.stdout.write(`${(total / 1024).toFixed(0)} KiB in ${OUT}\n`);
