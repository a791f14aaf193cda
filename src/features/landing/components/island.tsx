/**
 * The landing page is prerendered HTML with a few interactive parts. Only those parts ("islands")
 * are hydrated, each as its own React root in its own task (src/app/landing-entry.tsx), so a slow
 * phone neither runs React over the static sections nor commits the whole page in one long task
 * (docs/architecture.md, "The landing page"). The wrapper takes no box of its own.
 *
 * Inside an island, useId must not be used: its ids depend on the place in the tree, which differs
 * between the prerendered page and the island's root (tests/e2e/landing-delivery.spec.ts fails on
 * the hydration error).
 */
import type { ReactNode } from 'react';

export type IslandName = 'header' | 'taglines' | 'shareDemo' | 'testimonials' | 'contact' | 'cookies';

export const ISLAND_ATTRIBUTE = 'data-island';

export function Island({ name, children }: { name: IslandName; children: ReactNode }) {
  return (
    <div className="island" {...{ [ISLAND_ATTRIBUTE]: name }}>
      {children}
    </div>
  );
}
