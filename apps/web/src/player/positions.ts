/** Where each episode stopped, kept in this browser so a signed-out listener resumes too. */
const KEY = 'positions';
const MAX_ENTRIES = 200;
/** A position this close to the end starts the episode again. */
export const RESTART_WITHIN_SECONDS = 5;

type Store = Record<string, { at: number; t: number }>;

function read(): Store {
  try {
    const value = JSON.parse(localStorage.getItem(KEY) ?? '{}') as unknown;
    return value && typeof value === 'object' ? (value as Store) : {};
  } catch {
    return {};
  }
}

let lastWrite = 0;

export const positions = {
  get(id: number): number | undefined {
    const at = read()[id]?.at;
    return typeof at === 'number' && Number.isFinite(at) ? at : undefined;
  },
  /** Saves at most every 2 s while playing (and always a reset to 0). */
  save(id: number, seconds: number, length: number) {
    const now = Date.now();
    if (seconds !== 0 && now - lastWrite < 2_000) return;
    lastWrite = now;
    const store = read();
    store[id] = { at: positions.resumable(seconds, length), t: now };
    const entries = Object.entries(store);
    if (entries.length > MAX_ENTRIES) {
      entries.sort((a, b) => b[1].t - a[1].t);
      for (const [key] of entries.slice(MAX_ENTRIES)) delete store[key];
    }
    try {
      localStorage.setItem(KEY, JSON.stringify(store));
    } catch {
      // Storage full or blocked: the position lives for this page only.
    }
  },
  /** The second to resume at: 0 near the end (it was finished) or for nonsense. */
  resumable(seconds: number, length: number): number {
    if (!Number.isFinite(seconds) || seconds < 0) return 0;
    if (length > 0 && seconds >= length - RESTART_WITHIN_SECONDS) return 0;
    return Math.floor(seconds);
  },
};
