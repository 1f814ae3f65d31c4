import { useEffect, useState } from 'react';

/**
 * `flag`, shown only once it has stayed true for `delayMs`; false again at once when it turns false. For a
 * loading indicator: an answer that comes quickly (a page of the users list on a good connection) changes
 * nothing on screen while it loads, so the page change costs one render and one frame instead of three (the
 * busy state, its paint, then the answer), and nothing flashes; a slow answer still shows its indicator.
 */
export function useDelayedFlag(flag: boolean, delayMs: number): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!flag) {
      setShown(false);
      return;
    }
    const timer = setTimeout(() => setShown(true), delayMs);
    return () => clearTimeout(timer);
  }, [flag, delayMs]);
  return flag && shown;
}
