/**
 * Reads by key that arrive together go to the database as one statement (issue 14): after a restart the first burst
 * of 200 signed-in listeners made 200 session lookups and 200 signal-state reads at once, each its own statement
 * queued for the pool (PGlite's one connection), and the first calls waited seconds behind them. Keys asked for
 * during one turn of the event loop are read together when it ends (`setImmediate`), up to `max` a statement; a
 * lone call waits for nothing but that turn. Each key's answer is its own: `load` answers a map, and a key it
 * leaves out resolves to `undefined`; a failed statement rejects the calls of that statement only.
 */
export class Batcher<K, V> {
  #pending = new Map<K, { resolve: (value: V | undefined) => void; reject: (error: unknown) => void }[]>();
  #scheduled = false;
  /** Statements sent so far (tests, diagnostics). */
  statements = 0;

  constructor(
    private readonly load: (keys: K[]) => Promise<Map<K, V>>,
    private readonly max = 500,
  ) {}

  get(key: K): Promise<V | undefined> {
    return new Promise((resolve, reject) => {
      const waiting = this.#pending.get(key);
      if (waiting) waiting.push({ resolve, reject });
      else this.#pending.set(key, [{ resolve, reject }]);
      if (!this.#scheduled) {
        this.#scheduled = true;
        setImmediate(() => this.#run());
      }
    });
  }

  #run() {
    this.#scheduled = false;
    const all = this.#pending;
    this.#pending = new Map();
    const keys = [...all.keys()];
    for (let from = 0; from < keys.length; from += this.max) {
      const part = keys.slice(from, from + this.max);
      this.statements += 1;
      this.load(part).then(
        (found) => {
          for (const key of part) for (const call of all.get(key) ?? []) call.resolve(found.get(key));
        },
        (error: unknown) => {
          for (const key of part) for (const call of all.get(key) ?? []) call.reject(error);
        },
      );
    }
  }
}
