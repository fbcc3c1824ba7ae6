import { mediaMessages } from '../../i18n/media';

/** The chart's range selector values (spec §4, §9). */
export const activityRanges = ['days', 'twoWeeks', 'months'] as const;
export type ActivityRange = (typeof activityRanges)[number];

export const daySlots = ['00:00-08:00', '08:00-16:00', '16:00-24:00'] as const;
export type DaySlot = (typeof daySlots)[number];

/** One weekday of `watch_time_by_day.time_by_day`: hours per 8-hour slot and the day's total. */
export type WeekdayActivity = Partial<Record<DaySlot, number | string>> & { total_hours?: number | string };

/** `watch_time_by_day.time_by_day`, keyed by weekday name (Monday … Sunday). */
export type ActivityByWeekday = Record<string, WeekdayActivity | undefined>;

/** `watch_time_last_month.time_by_day`, keyed by YYYY-MM-DD; the hours as a number or `{ hours }`. */
export type ActivityByDate = Record<string, number | string | { hours?: number | string } | undefined>;

export interface ActivityPoint {
  key: string;
  /** Axis label. */
  label: string;
  /** Full label for the accessible table. */
  fullLabel: string;
  hours: number;
}

export const weekdayNames = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
export type WeekdayName = (typeof weekdayNames)[number];

const toHours = (value: unknown): number => {
  const number = typeof value === 'number' ? value : Number.parseFloat(String(value ?? ''));
  return Number.isFinite(number) && number > 0 ? number : 0;
};

const isWeekday = (name: string): name is WeekdayName => (weekdayNames as readonly string[]).includes(name);

const parseDay = (day: Date | string): Date => {
  if (day instanceof Date) return new Date(Date.UTC(day.getFullYear(), day.getMonth(), day.getDate()));
  const [y, m, d] = day.slice(0, 10).split('-').map(Number);
  return new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1));
};

const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/** The English weekday name the statistics API uses as a key, for a local date or YYYY-MM-DD. */
export function weekdayOf(day: Date | string): WeekdayName {
  const index = (parseDay(day).getUTCDay() + 6) % 7;
  return weekdayNames[index] ?? 'Monday';
}

type Labels = Pick<typeof mediaMessages.activityChart, 'weekdays' | 'weekdaysShort'>;

/** 'days': today's three 8-hour slots. */
export function slotPoints(byWeekday: ActivityByWeekday | undefined, today: Date | string): ActivityPoint[] {
  const day = byWeekday?.[weekdayOf(today)];
  return daySlots.map((slot) => ({
    key: slot,
    label: slot.replace('-', '–'),
    fullLabel: slot.replace('-', '–'),
    hours: toHours(day?.[slot]),
  }));
}

/** 'twoWeeks': the seven weekdays, Monday first, each with its total (or the sum of its slots). */
export function weekdayPoints(
  byWeekday: ActivityByWeekday | undefined,
  labels: Labels = mediaMessages.activityChart,
): ActivityPoint[] {
  const known = weekdayNames.map((name) => [name, byWeekday?.[name]] as const);
  const unknown = Object.entries(byWeekday ?? {}).filter(([name]) => !isWeekday(name));
  return [...known, ...unknown].map(([name, day]) => {
    const slots = daySlots.reduce((sum, slot) => sum + toHours(day?.[slot]), 0);
    const total = day?.total_hours === undefined ? slots : toHours(day.total_hours);
    return {
      key: name,
      label: isWeekday(name) ? labels.weekdaysShort[name] : name,
      fullLabel: isWeekday(name) ? labels.weekdays[name] : name,
      hours: total,
    };
  });
}

/** 'months': 29 days, today minus 28 through today; days missing from the data count as 0. */
export function monthPoints(byDate: ActivityByDate | undefined, today: Date | string, days = 29): ActivityPoint[] {
  const end = parseDay(today);
  return Array.from({ length: days }, (_, index) => {
    const date = new Date(end);
    date.setUTCDate(end.getUTCDate() - (days - 1 - index));
    const key = isoDate(date);
    const value = byDate?.[key];
    const hours = typeof value === 'object' && value !== null ? toHours(value.hours) : toHours(value);
    const [y, m, d] = key.split('-');
    return { key, label: `${d}/${m}`, fullLabel: `${d}/${m}/${y}`, hours };
  });
}

export interface ActivityData {
  byWeekday?: ActivityByWeekday;
  byDate?: ActivityByDate;
}

/** The points for one range. */
export function activityPoints(range: ActivityRange, data: ActivityData, today: Date | string): ActivityPoint[] {
  if (range === 'days') return slotPoints(data.byWeekday, today);
  if (range === 'twoWeeks') return weekdayPoints(data.byWeekday);
  return monthPoints(data.byDate, today);
}

/**
 * Hours with at most one decimal and a decimal comma, as Georgian writes numbers. Not Intl: browsers
 * without Georgian locale data would fall back to a decimal point.
 */
export const formatHours = (hours: number) => String(Math.round(hours * 10) / 10).replace('.', ',');
