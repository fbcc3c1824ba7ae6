import { mediaMessages } from '../../i18n/media';
import { formatDuration } from '../../utils/format';

const safe = (seconds: number) => (Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0);

/** m:ss when the hours are 0, else h:mm:ss (spec §9): the player's clock is the cards' duration format. */
export const formatMediaTime = (seconds: number): string => formatDuration(seconds);

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
