import { playbackRates } from '@podcast/ui';
import { isRecord, readStored, writeStored } from './storage';

/** The listener's speeds: one per channel they changed it on, and a default for every other channel. */
export interface Speeds {
  fallback: number;
  channels: Record<string, number>;
}

const KEY = 'player:speeds';
export const MIN_RATE = 0.5;
export const MAX_RATE = 2;
const initial: Speeds = { fallback: 1, channels: {} };

const isSpeeds = (value: unknown): value is Speeds =>
  isRecord(value) && typeof value.fallback === 'number' && isRecord(value.channels);

/** A rate within 0.5–2×, on a 0.05 step; 1× for nonsense. */
export function clampRate(rate: number): number {
  if (!Number.isFinite(rate)) return 1;
  return Math.round(Math.min(MAX_RATE, Math.max(MIN_RATE, rate)) * 20) / 20;
}

export const storedSpeeds = {
  read: (): Speeds => readStored(KEY, isSpeeds, initial),
  write: (speeds: Speeds) => writeStored(KEY, speeds),
};

export const rateFor = (speeds: Speeds, channelId: number) => clampRate(speeds.channels[channelId] ?? speeds.fallback);

export const withChannelRate = (speeds: Speeds, channelId: number, rate: number): Speeds => ({
  ...speeds,
  channels: { ...speeds.channels, [channelId]: clampRate(rate) },
});

/** A new default; channels that were set to it need no entry of their own any more. */
export function withDefaultRate(speeds: Speeds, rate: number): Speeds {
  const fallback = clampRate(rate);
  const channels = Object.fromEntries(Object.entries(speeds.channels).filter(([, value]) => value !== fallback));
  return { fallback, channels };
}

/** The next of the usual stops (0.5, 0.75, 1, 1.25, 1.5, 2) up or down from `rate`. */
export function stepRate(rate: number, direction: 1 | -1): number {
  const stops = [...playbackRates];
  const next = direction > 0 ? stops.find((stop) => stop > rate + 1e-9) : stops.findLast((stop) => stop < rate - 1e-9);
  return next ?? (direction > 0 ? MAX_RATE : MIN_RATE);
}
