import { type DayStats, type Weekday, weekdays } from '@podcast/contract';
import { sql } from 'kysely';
import type { Db } from '../db/index';

/** Statistics count days and the 8-hour slots in Georgian time. */
export const STATS_TIME_ZONE = 'Asia/Tbilisi';

/** Ceiling of one signal's credit when the episode's length is unknown (0). */
export const MAX_CREDIT_SECONDS = 4 * 3600;

export interface Anchor {
  /** Position (s) the previous signal reported for this episode. */
  position: number;
  /** When it was reported. */
  at: Date;
}

export interface CreditInput {
  /** Position (s) this signal reports, already clamped to the episode. */
  position: number;
  /** The previous signal for this user and episode, if any. */
  anchor: Anchor | null;
  /** End of the user's last credited listening interval (any episode), if any. */
  cursor: Date | null;
  now: Date;
  /** Most one signal may credit: the episode's length, or MAX_CREDIT_SECONDS. */
  cap: number;
}

export interface Credit {
  seconds: number;
  /** The credited interval [start, end]; `end` is stored as listening_events.created_at. */
  start: Date;
  end: Date;
}

/**
 * Listening time one signal earns. Watch time comes only from successive signals: the progress since
 * the previous signal of this episode, but never more than the real time since then, nor than the real
 * time since the user's last credited interval ended (so two players at once gain nothing either).
 *
 * Credited intervals of a user never overlap, so watch time cannot outgrow the clock. The interval sits
 * at the end of the elapsed window (listening happens just before the signal). Whole seconds: the elapsed
 * time is rounded up and the interval then starts at the window's start, so a regular client does not
 * lose a second per signal to rounding; the following window starts where this interval ends, so over
 * any span the total exceeds real time by less than one second.
 */
export function creditFor({ position, anchor, cursor, now, cap }: CreditInput): Credit | null {
  if (!anchor) return null;
  const since = Math.max(anchor.at.getTime(), cursor?.getTime() ?? Number.NEGATIVE_INFINITY);
  const elapsedMs = now.getTime() - since;
  if (elapsedMs <= 0) return null;
  const seconds = Math.min(position - anchor.position, Math.ceil(elapsedMs / 1000), cap);
  if (seconds <= 0) return null;
  const start = Math.max(since, now.getTime() - seconds * 1000);
  return { seconds, start: new Date(start), end: new Date(start + seconds * 1000) };
}

/** h:mm:ss with hours unbounded (a total watch time may pass 24 hours). */
export function formatWatchTime(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const two = (n: number) => String(n).padStart(2, '0');
  return `${Math.floor(s / 3600)}:${two(Math.floor((s % 3600) / 60))}:${two(s % 60)}`;
}

/** Hours with 4 decimals (0.36 s): exact enough for charts, stable in JSON. */
export const toHours = (seconds: number) => Math.round((seconds / 3600) * 10_000) / 10_000;

interface SlotRow {
  day: string;
  isodow: number;
  slot: number;
  seconds: number;
}

/**
 * Seconds listened by one user in each `slotHours`-long slot of the last `days` Georgian calendar days
 * (today included), each listening interval [created_at - seconds, created_at] split exactly at slot
 * and day boundaries. Rows come oldest day first, every slot present.
 */
async function watchSeconds(db: Db, userId: number, now: Date, days: number, slotHours: 8 | 24): Promise<SlotRow[]> {
  const slotsPerDay = 24 / slotHours;
  const zone = sql.lit(STATS_TIME_ZONE);
  const { rows } = await sql<SlotRow>`
    with today as (
      select (${now.toISOString()}::timestamptz at time zone ${zone})::date as d
    ),
    slots as (
      select (t.d - n)::date as day, s as slot,
        ((t.d - n)::date + make_interval(hours => ${slotHours}::int * s)) at time zone ${zone} as start_at,
        ((t.d - n)::date + make_interval(hours => ${slotHours}::int * (s + 1))) at time zone ${zone} as end_at
      from today t, generate_series(0, ${days - 1}::int) n, generate_series(0, ${slotsPerDay - 1}::int) s
    ),
    listened as (
      select le.created_at - make_interval(secs => le.seconds) as started_at, le.created_at as ended_at
      from listening_events le
      where le.user_id = ${userId} and le.created_at > (select min(start_at) from slots)
    )
    select to_char(sl.day, 'YYYY-MM-DD') as day, extract(isodow from sl.day)::int as isodow, sl.slot,
      coalesce(
        sum(extract(epoch from least(l.ended_at, sl.end_at) - greatest(l.started_at, sl.start_at)))
          filter (where l.ended_at is not null),
        0
      )::float8 as seconds
    from slots sl
    left join listened l on l.ended_at > sl.start_at and l.started_at < sl.end_at
    group by sl.day, sl.slot
    order by sl.day, sl.slot
  `.execute(db);
  return rows.map((r) => ({ ...r, seconds: Number(r.seconds) }));
}

/** The last 7 days (today and the 6 before) keyed by English weekday name, Monday first, in 8-hour slots. */
export async function watchTimeByDay(db: Db, userId: number, now: Date): Promise<Record<Weekday, DayStats>> {
  const rows = await watchSeconds(db, userId, now, 7, 8);
  const byDay = new Map<number, { date: string; slots: number[] }>();
  for (const row of rows) {
    const day = byDay.get(row.isodow) ?? { date: row.day, slots: [0, 0, 0] };
    day.slots[row.slot] = row.seconds;
    byDay.set(row.isodow, day);
  }
  return Object.fromEntries(
    weekdays.map((name, index) => {
      const day = byDay.get(index + 1) ?? { date: '', slots: [0, 0, 0] };
      const [night = 0, daytime = 0, evening = 0] = day.slots;
      const stats: DayStats = {
        date: day.date,
        '00:00-08:00': toHours(night),
        '08:00-16:00': toHours(daytime),
        '16:00-24:00': toHours(evening),
        total_hours: toHours(night + daytime + evening),
      };
      return [name, stats];
    }),
  ) as Record<Weekday, DayStats>;
}

/** 29 days, today minus 28 through today, keyed YYYY-MM-DD, oldest first. */
export async function watchTimeLastMonth(
  db: Db,
  userId: number,
  now: Date,
): Promise<Record<string, { hours: number }>> {
  const rows = await watchSeconds(db, userId, now, 29, 24);
  return Object.fromEntries(rows.map((row) => [row.day, { hours: toHours(row.seconds) }]));
}
