import { useEffect, useRef, type RefObject } from 'react';

/**
 * Calls `onVisible` when the element is in the viewport: at once if it already is, and whenever it
 * scrolls in. `armKey` re-arms it (a new observer reports the current state), so a list that is
 * still too short to scroll keeps asking for more after each page.
 */
export function useWhenVisible(
  ref: RefObject<Element | null>,
  onVisible: () => void,
  enabled: boolean,
  armKey: unknown,
): void {
  const callback = useRef(onVisible);
  useEffect(() => {
    callback.current = onVisible;
  });

  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) callback.current();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, enabled, armKey]);
}
