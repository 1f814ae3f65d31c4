import { startTransition, useEffect, useState, type RefObject } from 'react';
import { whenIdle } from './when-idle';

export interface NearViewportOptions {
  /** How far outside the viewport counts as near (an IntersectionObserver root margin). */
  rootMargin?: string;
  /**
   * Wait also until the element marked `elementtiming="<name>"` (text the page shows above this one) is on
   * screen: the Element Timing entry arrives once its frame has been presented. An IntersectionObserver report
   * comes right after the main thread's part of that frame, and an idle callback then ran 1-16 ms before
   * the frame was presented (Lighthouse traces of the publisher home, with or without a wait for the next
   * animation frame), so the chart's 60 kB chunk was asked for before the dashboard text was shown. Where
   * Element Timing is missing (Firefox, Safari) the wait is the next animation frame; when the marked text
   * never paints, 1 s.
   */
  afterPaintOf?: string;
}

const PAINT_WAIT_MS = 1_000;

/** Calls `done` once the text marked `elementtiming="<name>"` has been presented (see afterPaintOf); returns a cancel. */
function whenPainted(name: string | undefined, done: () => void): () => void {
  const supported = typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('element');
  if (!name || !supported) {
    const frame = window.requestAnimationFrame(done);
    return () => window.cancelAnimationFrame(frame);
  }
  let finished = false;
  const finish = () => {
    if (finished) return;
    finished = true;
    observer.disconnect();
    window.clearTimeout(timer);
    done();
  };
  const observer = new PerformanceObserver((list) => {
    if (list.getEntries().some((entry) => (entry as PerformanceEntry & { identifier?: string }).identifier === name)) finish();
  });
  const timer = window.setTimeout(finish, PAINT_WAIT_MS);
  observer.observe({ type: 'element', buffered: true });
  return () => {
    finished = true;
    observer.disconnect();
    window.clearTimeout(timer);
  };
}

/**
 * Becomes true, once and for good, when the element has come near the viewport and the main thread is idle:
 * work that can wait (a chart) starts after what is on screen is interactive, only for what the user may
 * see, and renders in a transition, so input is handled first. Without IntersectionObserver it is true at
 * once. With `afterPaintOf`, it also waits for that text to be on screen.
 */
export function useNearViewport(
  ref: RefObject<Element | null>,
  { rootMargin = '100% 0px', afterPaintOf }: NearViewportOptions = {},
): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    let cancelPaintWait: (() => void) | undefined;
    let cancelIdle: (() => void) | undefined;
    const reveal = () => startTransition(() => setNear(true));
    const revealWhenIdle = () => {
      cancelIdle = whenIdle(reveal);
    };
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        cancelPaintWait = whenPainted(afterPaintOf, revealWhenIdle);
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelPaintWait?.();
      cancelIdle?.();
    };
  }, [near, ref, rootMargin, afterPaintOf]);

  return near;
}
