import { mediaMessages } from '../../i18n/media';

const safe = (seconds: number) => (Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0);

/** m:ss when the hours are 0, else h:mm:ss (spec §9). */
export function formatMediaTime(seconds: number): string {
  const total = safe(seconds);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

type TimeWords = Record<'hours' | 'minutes' | 'seconds', string>;

/** Spoken form for screen readers: "1 საათი 2 წუთი 5 წამი". */
export function formatMediaTimeWords(seconds: number, words: TimeWords = mediaMessages.player): string {
  const total = safe(seconds);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const parts: string[] = [];
  if (h > 0) parts.push(`${h} ${words.hours}`);
  if (m > 0) parts.push(`${m} ${words.minutes}`);
  if (s > 0 || parts.length === 0) parts.push(`${s} ${words.seconds}`);
  return parts.join(' ');
}
