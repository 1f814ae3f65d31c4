import { RequestDeadlineError } from './limits.ts';

interface Waiter {
  resolve(): void;
  reject(error: Error): void;
  timer: NodeJS.Timeout | undefined;
}

/** One request's place in the gate's line (or the shared place of work outside requests). */
export class GateLane {
  readonly waiters: Waiter[] = [];
}

/**
 * Shares a fixed number of slots (the PostgreSQL pool's connections) fairly between requests: when a slot
 * frees up, the lanes with someone waiting take turns (round robin), instead of the pool's first come,
 * first served, where one request with 80 statements queued would delay everybody else's behind all of them.
 * A waiter whose deadline passes leaves the line with RequestDeadlineError.
 */
export class FairGate {
  #free: number;
  readonly #rotation = new Set<GateLane>();

  constructor(slots: number) {
    this.#free = slots;
  }

  async run<T>(lane: GateLane, deadline: number | null, task: () => Promise<T>): Promise<T> {
    await this.#acquire(lane, deadline);
    try {
      return await task();
    } finally {
      this.#release();
    }
  }

  #acquire(lane: GateLane, deadline: number | null): Promise<void> {
    if (deadline !== null && Date.now() >= deadline) return Promise.reject(new RequestDeadlineError());
    if (this.#free > 0 && this.#rotation.size === 0) {
      this.#free -= 1;
      return Promise.resolve();
    }
    return new Promise<void>((resolve, reject) => {
      const waiter: Waiter = { resolve, reject, timer: undefined };
      lane.waiters.push(waiter);
      this.#rotation.add(lane);
      if (deadline !== null) {
        waiter.timer = setTimeout(() => {
          const index = lane.waiters.indexOf(waiter);
          if (index === -1) return;
          lane.waiters.splice(index, 1);
          if (lane.waiters.length === 0) this.#rotation.delete(lane);
          reject(new RequestDeadlineError());
        }, deadline - Date.now());
      }
    });
  }

  #release(): void {
    this.#free += 1;
    while (this.#free > 0) {
      const [lane] = this.#rotation;
      if (!lane) return;
      const waiter = lane.waiters.shift();
      this.#rotation.delete(lane);
      if (lane.waiters.length > 0) this.#rotation.add(lane);
      if (!waiter) continue;
      this.#free -= 1;
      clearTimeout(waiter.timer);
      waiter.resolve();
    }
  }
}
