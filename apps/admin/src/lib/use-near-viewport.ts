import { startTransition, useEffect, useState, type RefObject } from 'react';

export interface NearViewportOptions {
  /** How far outside the viewport counts as near (an IntersectionObserver root margin). */
  rootMargin?: string;
}

type IdleWindow = Window & {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
};

/**
 * Becomes true, once and for good, when the element has come near the viewport and the main thread is idle:
 * work that can wait (a chart) starts after what is on screen is interactive, only for what the user may
 * see, and renders in a transition, so input is handled first. Without IntersectionObserver it is true at
 * once.
 */
export function useNearViewport(ref: RefObject<Element | null>, { rootMargin = '100% 0px' }: NearViewportOptions = {}): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const idle = window as IdleWindow;
    let handle: number | undefined;
    const reveal = () => startTransition(() => setNear(true));
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        handle = idle.requestIdleCallback ? idle.requestIdleCallback(reveal, { timeout: 1_000 }) : window.setTimeout(reveal, 0);
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      if (handle === undefined) return;
      if (idle.cancelIdleCallback) idle.cancelIdleCallback(handle);
      else window.clearTimeout(handle);
    };
  }, [near, ref, rootMargin]);

  return near;
}
