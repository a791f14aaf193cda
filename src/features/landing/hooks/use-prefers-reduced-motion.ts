import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

function subscribe(onChange: () => void): () => void {
  const media = window.matchMedia(QUERY);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

/** The visitor asked the system for less motion: nothing on the page should move by itself. */
export function usePrefersReducedMotion(): boolean {
  // The prerendered HTML assumes motion is fine; the real preference applies right after hydration.
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(QUERY).matches,
    () => false,
  );
}
