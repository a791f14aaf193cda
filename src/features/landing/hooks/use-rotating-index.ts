import { useEffect, useState } from 'react';

/**
 * An index into `count` items that moves on to the next one every `intervalMs` while not paused.
 * Any change of the index (also by hand) restarts the wait, so a click is never overtaken at once.
 */
export function useRotatingIndex(count: number, intervalMs: number, paused: boolean) {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (paused || count < 2) return;
    const timer = window.setTimeout(() => setIndex((i) => (i + 1) % count), intervalMs);
    return () => window.clearTimeout(timer);
  }, [index, paused, count, intervalMs]);
  return [index, setIndex] as const;
}
