/**
 * Runs at most `concurrency` tasks at a time and lets at most `queue` more wait; a task beyond that is refused at
 * once (`run` rejects with `WorkQueueFull`) instead of waiting behind the others.
 */
export class WorkQueue {
  private active = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    readonly concurrency: number,
    readonly queue: number,
  ) {
    if (!Number.isInteger(concurrency) || concurrency < 1) throw new Error('concurrency must be at least 1');
  }

  /** Tasks running and waiting now. */
  get load(): { active: number; waiting: number } {
    return { active: this.active, waiting: this.waiting.length };
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.active >= this.concurrency) {
      if (this.waiting.length >= this.queue) throw new WorkQueueFull();
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.active++;
    }
    try {
      return await task();
    } finally {
      // The slot passes straight to the next waiting task, or is given back.
      const next = this.waiting.shift();
      if (next) next();
      else this.active--;
    }
  }
}

export class WorkQueueFull extends Error {
  constructor() {
    super('work queue full');
    this.name = 'WorkQueueFull';
  }
}
