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
      // Only a shown flag is reset: setting the state it already has still re-rendered the caller once more after
      // every load (User Management's whole section after each page that was not fetched ahead).
      if (shown) setShown(false);
      return;
    }
    if (shown) return;
    const timer = setTimeout(() => setShown(true), delayMs);
    return () => clearTimeout(timer);
  }, [flag, delayMs, shown]);
  return flag && shown;
}
