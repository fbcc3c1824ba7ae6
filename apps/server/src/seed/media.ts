/** The demo's media: committed Georgian speech joined into MP3 episodes, committed pictures and two short MP4s. */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

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

/** The committed audio (assets/demo/audio, made by scripts/make-demo-audio.mjs) is raw MP3 frames, MPEG-2 layer III at 16 kHz and 16 kbit/s: every frame is 72 bytes and 36 ms. */
const FRAME_BYTES = 72;
const FRAME_SECONDS = 576 / 16_000;

/** A channel's spoken segments: intro, six topic paragraphs (speech.json's order) and outro. */
export interface Programme {
  intro: Buffer;
  topics: Buffer[];
  outro: Buffer;
}

export interface DemoAudio {
  jingle: Buffer;
  bed: Buffer;
  programmes: Map<string, Programme>;
}

/** Reads the committed speech of every category and the jingle and music bed around it. */
export async function loadDemoAudio(): Promise<DemoAudio> {
  const frames = JSON.parse(await readFile(demoAsset('audio/segments.json'), 'utf8')) as Record<string, number[]>;
  const read = (name: string) => readFile(demoAsset(`audio/${name}.mp3`));
  const [jingle, bed] = await Promise.all([read('jingle'), read('bed')]);
  const programmes = new Map<string, Programme>();
  for (const [alias, counts] of Object.entries(frames)) {
    if (alias === 'jingle' || alias === 'bed') continue;
    const data = await read(alias);
    let at = 0;
    const parts = counts.map((n) => {
      const part = data.subarray(at, at + n * FRAME_BYTES);
      at += part.length;
      return part;
    });
    if (at !== data.length || parts.length < 3) throw new Error(`Demo audio ${alias}.mp3 does not match segments.json`);
    programmes.set(alias, { intro: parts[0] ?? data, topics: parts.slice(1, -1), outro: parts.at(-1) ?? data });
  }
  return { jingle, bed, programmes };
}

/** The exact length in seconds of an MP3 `assembleEpisode` made. */
export const episodeSeconds = (data: Buffer) => (data.length / FRAME_BYTES) * FRAME_SECONDS;

/**
 * A spoken episode `seconds` long (to the 36 ms frame), joined from whole frames: jingle, intro,
 * the channel's topics from `first` on (a jingle between rounds of six), outro and jingle, then the
 * music bed for what is left. Each committed segment starts a fresh MP3 stream, so joins decode cleanly.
 */
export function assembleEpisode(audio: DemoAudio, alias: string, seconds: number, first: number): Buffer {
  const programme = audio.programmes.get(alias);
  if (!programme) throw new Error(`No demo speech for ${alias}`);
  const { jingle, bed } = audio;
  const target = Math.round(seconds / FRAME_SECONDS) * FRAME_BYTES;
  const parts: Buffer[] = [];
  let used = 0;
  const add = (part: Buffer) => {
    parts.push(part);
    used += part.length;
  };
  add(jingle);
  add(programme.intro);
  const closing = programme.outro.length + jingle.length;
  const count = programme.topics.length;
  for (let k = 0; ; k++) {
    const topic = programme.topics[(first + k) % count] ?? programme.intro;
    const interlude = k > 0 && k % count === 0 ? jingle.length : 0;
    if (used + interlude + topic.length + closing > target) break;
    if (interlude) add(jingle);
    add(topic);
  }
  add(programme.outro);
  if (used + jingle.length <= target) add(jingle);
  while (used < target) add(bed.subarray(0, Math.min(bed.length, target - used)));
  return Buffer.concat(parts).subarray(0, target);
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
