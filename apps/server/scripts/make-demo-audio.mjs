// Makes the demo seed's Georgian audio once: each channel's intro, six topic paragraphs and outro
// (src/seed/speech.json) read by Debian's `espeak-ng -v ka`, plus a short jingle and a music bed
// made by ffmpeg, all as raw MP3 frames (16 kHz mono, 16 kbit/s CBR, no ID3 or Xing header), so the
// seed can join whole frames into episodes of exact lengths in plain JavaScript.
//   apt-get install espeak-ng ffmpeg && node apps/server/scripts/make-demo-audio.mjs
// Writes apps/server/assets/demo/audio/: {category}.mp3 (its segments back to back), jingle.mp3,
// bed.mp3 and segments.json (frames per segment). The product never runs this.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const OUT = join(here, '..', 'assets', 'demo', 'audio');
const speech = JSON.parse(readFileSync(join(here, '..', 'src', 'seed', 'speech.json'), 'utf8'));
/** MPEG-2 layer III at 16 kHz and 16 kbit/s: every frame is 72 bytes and 36 ms (576 samples). */
const FRAME_BYTES = 72;
const ENCODE = ['-ar', '16000', '-ac', '1', '-c:a', 'libmp3lame', '-b:a', '16k', '-write_xing', '0'];
const work = mkdtempSync(join(tmpdir(), 'demo-audio-'));

function checkFrames(data, name) {
  if (data.length % FRAME_BYTES !== 0) throw new Error(`${name}: ${data.length} bytes is not whole frames`);
  for (let at = 0; at < data.length; at += FRAME_BYTES)
    if (data[at] !== 0xff || data[at + 1] !== data[1] || data[at + 2] !== data[2])
      throw new Error(`${name}: frame at ${at} differs`);
  return data.length / FRAME_BYTES;
}

function encode(args, name) {
  const out = join(work, `${name}.mp3`);
  execFileSync('ffmpeg', ['-v', 'error', '-y', ...args, ...ENCODE, '-id3v2_version', '0', out]);
  const data = readFileSync(out);
  return { data, frames: checkFrames(data, name) };
}

/** Text → speech, with a breath of silence after it. */
function say(text, name) {
  const wav = join(work, `${name}.wav`);
  execFileSync('espeak-ng', ['-v', 'ka', '-s', '150', '-p', '45', '-w', wav, text]);
  return encode(['-i', wav, '-af', 'apad=pad_dur=0.8,volume=1.6'], name);
}

rmSync(OUT, { recursive: true, force: true });
mkdirSync(OUT, { recursive: true });

// A four-note jingle over a soft chord, and a quiet, slowly breathing chord for the last seconds.
const notes = [523.25, 659.25, 783.99, 1046.5];
const pluck = notes
  .map((f, k) => `gte(t,${(k * 0.35).toFixed(2)})*sin(2*PI*${f}*t)*exp(-3*(t-${(k * 0.35).toFixed(2)}))`)
  .join('+');
const jingle = encode(
  [
    '-f',
    'lavfi',
    '-i',
    `aevalsrc='0.22*(${pluck})+0.06*(sin(2*PI*261.63*t)+sin(2*PI*329.63*t)+sin(2*PI*392*t))*min(1,t*4)*min(1,(3.6-t)*2)':s=16000:d=3.6`,
  ],
  'jingle',
);
const bed = encode(
  [
    '-f',
    'lavfi',
    '-i',
    "aevalsrc='0.07*(sin(2*PI*220*t)+sin(2*PI*277.18*t)+0.8*sin(2*PI*329.63*t)+0.5*sin(2*PI*110*t))*(0.65+0.35*sin(2*PI*0.12*t))*min(1,t/2)':s=16000:d=45",
  ],
  'bed',
);
writeFileSync(join(OUT, 'jingle.mp3'), jingle.data);
writeFileSync(join(OUT, 'bed.mp3'), bed.data);

const segments = { jingle: [jingle.frames], bed: [bed.frames] };
let bytes = jingle.data.length + bed.data.length;
for (const [alias, { intro, topics, outro }] of Object.entries(speech)) {
  const parts = [intro, ...topics, outro].map((text, i) => say(text, `${alias}-${i}`));
  const data = Buffer.concat(parts.map((p) => p.data));
  writeFileSync(join(OUT, `${alias}.mp3`), data);
  segments[alias] = parts.map((p) => p.frames);
  bytes += data.length;
  process.stdout.write(`${alias}: ${((data.length / FRAME_BYTES) * 0.036).toFixed(1)} s\n`);
}
// One key a line, as the repository's formatter writes JSON.
const lines = Object.entries(segments).map(([key, frames]) => `  "${key}": [${frames.join(', ')}]`);
writeFileSync(join(OUT, 'segments.json'), `{\n${lines.join(',\n')}\n}\n`);
rmSync(work, { recursive: true, force: true });
process.stdout.write(`${(bytes / 1024).toFixed(0)} KiB in ${OUT}\n`);
