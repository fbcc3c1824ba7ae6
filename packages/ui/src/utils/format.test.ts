import { describe, expect, it } from 'vitest';
import {
  formatCount,
  formatDate,
  formatDuration,
  formatListeningTime,
  formatRating,
  formatVideoLength,
  isoDate,
  parseDuration,
} from './format';

describe('formatDuration', () => {
  it('shows m:ss when hours are 0', () => {
    expect(formatDuration(0)).toBe('0:00');
    expect(formatDuration(5)).toBe('0:05');
    expect(formatDuration(95)).toBe('1:35');
    expect(formatDuration(545)).toBe('9:05');
    expect(formatDuration(3599)).toBe('59:59');
  });

  it('shows h:mm:ss from one hour', () => {
    expect(formatDuration(3600)).toBe('1:00:00');
    expect(formatDuration(3725)).toBe('1:02:05');
    expect(formatDuration(36_000 + 61)).toBe('10:01:01');
  });

  it('drops fractions and guards invalid input', () => {
    expect(formatDuration(61.9)).toBe('1:01');
    expect(formatDuration(-3)).toBe('0:00');
    expect(formatDuration(Number.NaN)).toBe('0:00');
    expect(formatDuration(undefined)).toBe('0:00');
  });
});

describe('parseDuration', () => {
  it("parses the server's h:m:s text, padded or not", () => {
    expect(parseDuration('1:02:05')).toBe(3725);
    expect(parseDuration('0:9:5')).toBe(545);
    expect(parseDuration('00:00:00')).toBe(0);
    expect(parseDuration(' 12:30 ')).toBe(750);
    expect(parseDuration('42')).toBe(42);
    expect(parseDuration('0:01:02.5')).toBe(62.5);
  });

  it('rejects text that is not a duration', () => {
    expect(parseDuration('')).toBeUndefined();
    expect(parseDuration('abc')).toBeUndefined();
    expect(parseDuration('1:2:3:4')).toBeUndefined();
    expect(parseDuration(null)).toBeUndefined();
  });

  it('formats either the seconds or the text', () => {
    expect(formatVideoLength(3725)).toBe('1:02:05');
    expect(formatVideoLength(undefined, '0:13:32')).toBe('13:32');
    expect(formatVideoLength(null, 'bad')).toBe('0:00');
  });
});

describe('formatDate', () => {
  it('shows dd/mm/yyyy for a date-only ISO string without shifting the day', () => {
    expect(formatDate('2024-03-05')).toBe('05/03/2024');
    expect(formatDate('2024-12-31', 'Pacific/Honolulu')).toBe('31/12/2024');
  });

  it('reads timestamps in UTC by default and in a given zone on request', () => {
    expect(formatDate('2024-01-10T10:00:00Z')).toBe('10/01/2024');
    expect(formatDate('2024-01-10T23:30:00Z')).toBe('10/01/2024');
    expect(formatDate('2024-01-10T23:30:00Z', 'Asia/Tbilisi')).toBe('11/01/2024');
    expect(formatDate(new Date(Date.UTC(2023, 6, 4)))).toBe('04/07/2023');
  });

  it('returns an empty string for invalid input', () => {
    expect(formatDate('not a date')).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate(undefined)).toBe('');
  });

  it('gives the machine-readable form for <time>', () => {
    expect(isoDate('2024-01-10T10:00:00Z')).toBe('2024-01-10');
    expect(isoDate('nope')).toBeUndefined();
  });
});

describe('formatCount', () => {
  it('keeps small numbers whole', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(950)).toBe('950');
    expect(formatCount(999)).toBe('999');
  });

  it('compacts thousands, millions and billions', () => {
    expect(formatCount(1000)).toBe('1K');
    expect(formatCount(1284)).toBe('1.3K');
    expect(formatCount(48_000)).toBe('48K');
    expect(formatCount(125_400)).toBe('125K');
    expect(formatCount(2_500_000)).toBe('2.5M');
    expect(formatCount(3_000_000_000)).toBe('3B');
    expect(formatCount(-1500)).toBe('-1.5K');
  });

  it('promotes values that round up to the next unit', () => {
    expect(formatCount(999_950)).toBe('1M');
    expect(formatCount(999_999_999)).toBe('1B');
  });

  it('formats ratings to one decimal', () => {
    expect(formatRating(4.56)).toBe('4.6');
    expect(formatRating(4)).toBe('4.0');
    expect(formatRating(undefined)).toBe('0.0');
  });
});

describe('formatListeningTime', () => {
  it('writes hours and minutes in Georgian', () => {
    expect(formatListeningTime(12 * 3600 + 45 * 60 + 59)).toBe('12 სთ 45 წთ');
    expect(formatListeningTime(3600)).toBe('1 სთ 0 წთ');
  });

  it('writes minutes alone under an hour, and 0 for nothing or a broken value', () => {
    expect(formatListeningTime(45 * 60)).toBe('45 წთ');
    expect(formatListeningTime(59)).toBe('0 წთ');
    expect(formatListeningTime(null)).toBe('0 წთ');
    expect(formatListeningTime(Number.NaN)).toBe('0 წთ');
    expect(formatListeningTime(-30)).toBe('0 წთ');
  });
});
