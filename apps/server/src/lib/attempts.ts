/**
 * Failed attempts per key (a normalised e-mail) within a fixed window that starts at the first failure. Kept in
 * memory, per process, like the per-address limits; at most `maxKeys` keys are tracked, the oldest forgotten first,
 * so a flood of made-up e-mails cannot grow it without bound.
 */
export class FailedAttempts {
  private readonly entries = new Map<string, { count: number; resetAt: number }>();

  constructor(
    readonly limit: number,
    readonly windowMs: number,
    private readonly now: () => number = Date.now,
    private readonly maxKeys = 100_000,
  ) {}

  /** Milliseconds until `key` may try again, or 0 when it may try now. */
  blockedFor(key: string): number {
    if (this.limit === 0) return 0;
    const entry = this.entries.get(key);
    if (!entry) return 0;
    const left = entry.resetAt - this.now();
    if (left <= 0) {
      this.entries.delete(key);
      return 0;
    }
    return entry.count >= this.limit ? left : 0;
  }

  fail(key: string): void {
    if (this.limit === 0) return;
    const now = this.now();
    const entry = this.entries.get(key);
    if (entry && entry.resetAt > now) {
      entry.count++;
      return;
    }
    this.entries.delete(key);
    if (this.entries.size >= this.maxKeys) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { count: 1, resetAt: now + this.windowMs });
  }

  clear(key: string): void {
    this.entries.delete(key);
  }
}
