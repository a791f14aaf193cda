import { useSyncExternalStore } from 'react';

/** True once the page has scrolled more than `threshold` px (strictly greater, as docs/product.md says). */
export function isScrolledPast(scrollY: number, threshold: number): boolean {
  return scrollY > threshold;
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
}

export function useScrolledPast(threshold: number): boolean {
  return useSyncExternalStore(
    subscribe,
    () => isScrolledPast(window.scrollY, threshold),
    () => false,
  );
}
