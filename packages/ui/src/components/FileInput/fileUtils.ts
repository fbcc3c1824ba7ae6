import { primitiveMessages } from '../../i18n/primitives';

/** Accept filters of the spec (§5): images; episode media is mp4 video or any audio. */
export const fileAcceptPresets = {
  image: 'image/*',
  media: 'video/mp4,audio/*',
} as const;

export type FileAcceptPreset = keyof typeof fileAcceptPresets;

export const resolveAccept = (accept: FileAcceptPreset | (string & {}) | undefined): string | undefined =>
  accept !== undefined && accept in fileAcceptPresets ? fileAcceptPresets[accept as FileAcceptPreset] : accept;

// Some systems report an empty type for perfectly good files; the extension decides then.
const typesByExtension: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  svg: 'image/svg+xml',
  mp4: 'video/mp4',
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  ogg: 'audio/ogg',
  oga: 'audio/ogg',
  m4a: 'audio/mp4',
  aac: 'audio/aac',
  flac: 'audio/flac',
  opus: 'audio/opus',
};

export function fileType(file: Pick<File, 'name' | 'type'>): string {
  if (file.type) return file.type.toLowerCase();
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  return typesByExtension[extension] ?? '';
}

/** Whether a file passes an `accept` filter (MIME types, `type/*` wildcards and `.ext` suffixes). */
export function matchesAccept(file: Pick<File, 'name' | 'type'>, accept: string | undefined): boolean {
  const tokens = (accept ?? '')
    .split(',')
    .map((token) => token.trim().toLowerCase())
    .filter(Boolean);
  if (tokens.length === 0) return true;
  const type = fileType(file);
  const name = file.name.toLowerCase();
  return tokens.some((token) => {
    if (token.startsWith('.')) return name.endsWith(token);
    if (token.endsWith('/*')) return type.startsWith(token.slice(0, -1));
    return type === token;
  });
}

/** "840 ბაიტი", "12,5 კბ", "3,2 მბ" — 1024-based, one decimal. */
export function formatFileSize(bytes: number, units: readonly string[] = primitiveMessages.fileInput.units): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  // Formatted by hand: not every browser ships Georgian number data for Intl.
  const number = unit === 0 ? String(Math.round(value)) : value.toFixed(1).replace(/\.0$/, '').replace('.', ',');
  return `${number} ${units[unit] ?? ''}`.trim();
}
