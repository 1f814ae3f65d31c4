type IdleWindow = Window & {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
};

/**
 * Runs `task` when the main thread is idle (at the latest after `timeoutMs`), or on the next task where
 * requestIdleCallback is missing (Safari). Returns a cancel.
 */
export function whenIdle(task: () => void, timeoutMs = 1_000): () => void {
  const idle = window as IdleWindow;
  if (idle.requestIdleCallback && idle.cancelIdleCallback) {
    const handle = idle.requestIdleCallback(task, { timeout: timeoutMs });
    const cancel = idle.cancelIdleCallback;
    return () => cancel(handle);
  }
  const handle = window.setTimeout(task, 0);
  return () => window.clearTimeout(handle);
}

type SchedulerWindow = Window & { scheduler?: { yield?: () => Promise<void> } };

/**
 * Lets the browser run what is waiting (input, paint, other tasks) and goes on in a new task: `scheduler.yield()`
 * where there is one (the continuation runs before other tasks of its priority), else a zero-delay timeout.
 * Splits a long start-up into tasks that each stay short.
 */
export function yieldToMain(): Promise<void> {
  const { scheduler } = window as SchedulerWindow;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => window.setTimeout(resolve, 0));
}
