/** Formatting shared by every screen: durations, dates and counts exactly as spec §9 shows them. */

const pad2 = (value: number): string => String(value).padStart(2, '0');

/** Seconds → 'm:ss' when there are no hours, else 'h:mm:ss' (spec §9). Invalid or negative input gives '0:00'. */
export function formatDuration(totalSeconds: number | null | undefined): string {
  if (totalSeconds == null || !Number.isFinite(totalSeconds) || totalSeconds < 0) return '0:00';
  const whole = Math.floor(totalSeconds);
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const seconds = whole % 60;
  return hours > 0 ? `${hours}:${pad2(minutes)}:${pad2(seconds)}` : `${minutes}:${pad2(seconds)}`;
}

/**
 * Parses the server's `video_length` text ('h:m:s', also 'm:s' or plain seconds, parts not zero-padded)
 * into seconds. Returns undefined when the text is not a duration.
 */
export function parseDuration(text: string | null | undefined): number | undefined {
  if (text == null) return undefined;
  const trimmed = text.trim();
  if (!/^\d+(?:\.\d+)?(?::\d+(?:\.\d+)?){0,2}$/.test(trimmed)) return undefined;
  return trimmed
    .split(':')
    .map(Number)
    .reduce((total, part) => total * 60 + part, 0);
}

/** Formats a duration given either as seconds or as the server's 'h:m:s' text. */
export function formatVideoLength(seconds: number | null | undefined, text?: string | null): string {
  if (seconds != null && Number.isFinite(seconds)) return formatDuration(seconds);
  return formatDuration(parseDuration(text));
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Date → 'dd/mm/yyyy' (spec §9). A date-only ISO string ('2024-03-15') is read as that calendar day
 * whatever the timezone; a timestamp is shown in the given time zone (UTC by default, so the server and
 * every visitor print the same day for the same episode). Returns '' for an invalid date.
 */
export function formatDate(value: string | number | Date | null | undefined, timeZone = 'UTC'): string {
  if (value == null || value === '') return '';
  if (typeof value === 'string') {
    const dateOnly = DATE_ONLY.exec(value.trim());
    if (dateOnly) return `${dateOnly[3]}/${dateOnly[2]}/${dateOnly[1]}`;
  }
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')}/${part('month')}/${part('year')}`;
}

/** The machine-readable date for a `<time dateTime>` attribute ('yyyy-mm-dd'), or undefined when invalid. */
export function isoDate(value: string | number | Date | null | undefined, timeZone = 'UTC'): string | undefined {
  const shown = formatDate(value, timeZone);
  if (!shown) return undefined;
  const [day, month, year] = shown.split('/');
  return `${year}-${month}-${day}`;
}

/**
 * Compact counts for listens and subscribers: 950 → '950', 1 284 → '1.3K', 2 500 000 → '2.5M'.
 * Latin K/M suffixes are what Georgian podcast and video sites show; the full number belongs in a label.
 */
export function formatCount(value: number | null | undefined): string {
  if (value == null || !Number.isFinite(value)) return '0';
  const sign = value < 0 ? '-' : '';
  const abs = Math.abs(Math.round(value));
  const units = [
    [1_000, 'K'],
    [1_000_000, 'M'],
    [1_000_000_000, 'B'],
  ] as const;
  for (let index = units.length - 1; index >= 0; index--) {
    const [size, suffix] = units[index] ?? units[0];
    if (abs < size) continue;
    const scaled = abs / size;
    const rounded = scaled >= 100 ? Math.round(scaled) : Math.round(scaled * 10) / 10;
    // 999 950 would round to '1000K': show it in the next unit instead.
    const next = units[index + 1];
    if (rounded >= 1000 && next) return `${sign}1${next[1]}`;
    return `${sign}${rounded}${suffix}`;
  }
  return `${sign}${abs}`;
}

/** A rating to one decimal place, e.g. 4.6 or 4.0; used beside the star display. */
export function formatRating(value: number | null | undefined): string {
  if (value == null || !Number.isFinite(value)) return '0.0';
  return (Math.round(value * 10) / 10).toFixed(1);
}

/**
 * A listening total in Georgian words: '12 სთ 45 წთ', '45 წთ', '0 წთ' (minutes rounded down; hours only when
 * there are any).
 */
export function formatListeningTime(totalSeconds: number | null | undefined): string {
  const minutes =
    totalSeconds != null && Number.isFinite(totalSeconds) ? Math.floor(Math.max(0, totalSeconds) / 60) : 0;
  const hours = Math.floor(minutes / 60);
  return hours > 0 ? `${hours} სთ ${minutes % 60} წთ` : `${minutes} წთ`;
}
