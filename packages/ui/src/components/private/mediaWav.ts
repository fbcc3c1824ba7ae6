/**
 * Playable media for stories and tests without the network: a quiet tone as an 8-bit mono WAV,
 * returned as an object URL. Cached per length, so both themes of a story share one file.
 */
const cache = new Map<string, string>();

export function toneWavUrl(seconds: number, sampleRate = 3000): string {
  const key = `${seconds}:${sampleRate}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const samples = Math.round(seconds * sampleRate);
  const buffer = new ArrayBuffer(44 + samples);
  const view = new DataView(buffer);
  const ascii = (offset: number, text: string) => {
    for (let i = 0; i < text.length; i += 1) view.setUint8(offset + i, text.charCodeAt(i));
  };
  ascii(0, 'RIFF');
  view.setUint32(4, 36 + samples, true);
  ascii(8, 'WAVE');
  ascii(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate, true); // byte rate: 1 byte per sample
  view.setUint16(32, 1, true);
  view.setUint16(34, 8, true);
  ascii(36, 'data');
  view.setUint32(40, samples, true);
  const data = new Uint8Array(buffer, 44);
  for (let i = 0; i < samples; i += 1) data[i] = 128 + Math.round(6 * Math.sin((2 * Math.PI * 330 * i) / sampleRate));
  const url = URL.createObjectURL(new Blob([buffer], { type: 'audio/wav' }));
  cache.set(key, url);
  return url;
}
