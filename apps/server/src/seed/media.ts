/** Small, real media for the demo: synthesised WAV audio, SVG-rendered covers and two short MP4s. */
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const SAMPLE_RATE = 8000;

function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export { rng };

/** A mono 8-bit PCM WAV: a slow arpeggio over a soft drone, `seconds` long. */
export function synthWav(seconds: number, seed: number): Buffer {
  const n = Math.round(seconds * SAMPLE_RATE);
  const buf = Buffer.alloc(44 + n);
  buf.write('RIFF', 0);
  buf.writeUInt32LE(36 + n, 4);
  buf.write('WAVE', 8);
  buf.write('fmt ', 12);
  buf.writeUInt32LE(16, 16);
  buf.writeUInt16LE(1, 20); // PCM
  buf.writeUInt16LE(1, 22); // mono
  buf.writeUInt32LE(SAMPLE_RATE, 24);
  buf.writeUInt32LE(SAMPLE_RATE, 28);
  buf.writeUInt16LE(1, 32);
  buf.writeUInt16LE(8, 34);
  buf.write('data', 36);
  buf.writeUInt32LE(n, 40);
  const random = rng(seed);
  const root = 196 * 2 ** (Math.floor(random() * 7) / 12);
  const scale = [0, 4, 7, 12, 7, 4, 9, 5];
  const noteSamples = Math.round((0.5 + random() * 0.25) * SAMPLE_RATE);
  // One bar is synthesised and then repeated: the drone is tuned to a whole number of cycles per bar.
  const barSamples = noteSamples * scale.length;
  const drone = Math.max(1, Math.round((root / 2) * (barSamples / SAMPLE_RATE))) / (barSamples / SAMPLE_RATE);
  const bar = Buffer.alloc(barSamples);
  for (let i = 0; i < barSamples; i++) {
    const t = i / SAMPLE_RATE;
    const note = Math.floor(i / noteSamples);
    const f = root * 2 ** ((scale[note] ?? 0) / 12);
    const phase = (i % noteSamples) / noteSamples;
    const env = Math.min(1, phase * 20) * (1 - phase) ** 2;
    const v = 0.35 * env * Math.sin(2 * Math.PI * f * t) + 0.12 * Math.sin(2 * Math.PI * drone * t);
    bar[i] = Math.max(0, Math.min(255, Math.round(128 + 127 * v)));
  }
  for (let offset = 0; offset < n; offset += barSamples)
    bar.copy(buf, 44 + offset, 0, Math.min(barSamples, n - offset));
  return buf;
}

/** A cover: two-colour gradient with circles, rendered to JPEG (no text: no font needed). */
export async function coverImage(colorA: string, colorB: string, seed: number, size = 600): Promise<Buffer> {
  const random = rng(seed);
  const circles = Array.from({ length: 6 }, () => {
    const r = 30 + random() * size * 0.3;
    return `<circle cx="${(random() * size).toFixed(0)}" cy="${(random() * size).toFixed(0)}" r="${r.toFixed(0)}" fill="#fff" fill-opacity="${(0.08 + random() * 0.2).toFixed(2)}"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colorA}"/><stop offset="1" stop-color="${colorB}"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/>${circles}
<circle cx="${size / 2}" cy="${size / 2}" r="${size * 0.16}" fill="none" stroke="#fff" stroke-width="${size * 0.03}" stroke-opacity="0.8"/>
<rect x="${size * 0.47}" y="${size * 0.38}" width="${size * 0.06}" height="${size * 0.16}" rx="${size * 0.03}" fill="#fff" fill-opacity="0.85"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 78 }).toBuffer();
}

/** Committed demo videos (apps/server/assets/demo, see its README) and their lengths in seconds. */
export const DEMO_VIDEOS = [
  { name: 'video-1.mp4', seconds: 42 },
  { name: 'video-2.mp4', seconds: 36 },
] as const;

/** The path of a committed demo asset, from the sources (src/seed) and from the bundle (dist) alike. */
export function demoAsset(name: string): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let depth = 0; depth < 4; depth++) {
    const candidate = join(dir, 'assets', 'demo', name);
    if (existsSync(candidate)) return candidate;
    dir = dirname(dir);
  }
  throw new Error(`Demo asset ${name} is missing (expected under apps/server/assets/demo)`);
}
