import { useCallback, useRef, useState } from 'react';

/** Where a part loaded on demand stands: not asked for (or loaded), its code coming, or its code failed to come. */
export type OnDemandState = 'idle' | 'loading' | 'failed';

export interface OnDemand<Module> {
  /** The part's module once its code is in; kept from then on. */
  module: Module | null;
  state: OnDemandState;
  /**
   * Asks for the part's code if it is not in yet (once, however often it is called while the code is coming), then
   * calls `then` with the module: at once when it is already in, once it arrives otherwise. A failure sets `failed`
   * and calls the hook's `onError`; the next call asks again.
   */
  request: (then?: (module: Module) => void) => void;
  /** Puts a failure back to `idle` (its message was dismissed). */
  dismissFailure: () => void;
}

/**
 * A part of a screen whose code is its own chunk, loaded when it is first needed (a dialog, a form) rather than
 * with the page: no Suspense, so nothing on the page is replaced while it loads, and a chunk that fails to come is a
 * message the screen shows beside what it has, not an error boundary's. `load` is the part's `import()`; the same
 * function can preload it earlier (pointer or focus on its button, its tab shown).
 */
export function useOnDemand<Module>(load: () => Promise<Module>, onError: (error: unknown) => void): OnDemand<Module> {
  const [module, setModule] = useState<Module | null>(null);
  const [state, setState] = useState<OnDemandState>('idle');
  const pending = useRef<Promise<Module> | null>(null);
  const loaded = useRef<Module | null>(null);
  const latest = useRef({ load, onError });
  latest.current = { load, onError };

  const request = useCallback((then?: (module: Module) => void) => {
    if (loaded.current) {
      then?.(loaded.current);
      return;
    }
    if (!pending.current) {
      setState('loading');
      pending.current = latest.current.load();
      pending.current.then(
        (value) => {
          loaded.current = value;
          setModule(() => value);
          setState('idle');
        },
        (error: unknown) => {
          pending.current = null;
          setState('failed');
          latest.current.onError(error);
        },
      );
    }
    // Every caller while the code is coming is answered once it is in (a failure answers none of them).
    pending.current.then(
      (value) => then?.(value),
      () => undefined,
    );
  }, []);

  const dismissFailure = useCallback(() => setState('idle'), []);
  return { module, state, request, dismissFailure };
}
