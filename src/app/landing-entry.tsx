/**
 * Starts the landing page at '/' without the router or the signed-in area, so a first visit loads
 * as little JavaScript as possible. It hydrates the prerendered HTML (or renders, when the service
 * worker answered with the empty app shell). A visitor who may be signed in is handed over to the
 * whole app, whose '/' route sends signed-in users on to /app (docs/architecture.md).
 */
import { startTransition } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { UpdatePrompt } from '../components/update-prompt.js';
import { hasClerkSessionHint } from '../lib/auth/guard.js';
import { useTokenStore } from '../lib/auth/token-store.js';
import { ISLAND_ATTRIBUTE } from '../features/landing/components/island.js';
import { isIslandName, islandRoot, landingRoot } from './landing-root.js';

export function startLanding(container: HTMLElement): void {
  const roots: Root[] = [];
  let pending: number[] = [];
  if (container.firstElementChild) {
    // Only the interactive parts are hydrated, one per task and as a transition (which yields to
    // the browser every few milliseconds), so a slow phone's main thread is never held for long
    // (Lighthouse's total blocking time; docs/architecture.md).
    pending = [...container.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)].map((element) =>
      window.setTimeout(() => {
        const name = element.getAttribute(ISLAND_ATTRIBUTE) ?? undefined;
        if (!isIslandName(name)) throw new Error(`Unknown landing island: ${String(name)}`);
        startTransition(() => {
          roots.push(hydrateRoot(element, islandRoot(name)));
        });
      }),
    );
  } else {
    // The service worker answered with the empty app shell: render the whole page.
    const root = createRoot(container);
    root.render(landingRoot());
    roots.push(root);
  }
  roots.push(startUpdatePrompt());
  void handOverIfSignedIn(container, () => {
    pending.forEach((timer) => window.clearTimeout(timer));
    pending = [];
    return roots;
  });
}

/** The service worker's update prompt lives in its own root, outside the prerendered tree. */
function startUpdatePrompt(): Root {
  const element = document.createElement('div');
  document.body.append(element);
  const root = createRoot(element);
  root.render(<UpdatePrompt />);
  return root;
}

/** The whole app brings its own update prompt, so both landing roots make way for it. */
async function handOverIfSignedIn(container: HTMLElement, stopLanding: () => Root[]): Promise<void> {
  if (!(await mayBeSignedIn())) return;
  const { startApp } = await import('./app-entry.js');
  stopLanding().forEach((r) => r.unmount());
  startApp(container);
}

/** A local session token in IndexedDB, or Clerk's sign of a session (checked by Clerk itself later). */
async function mayBeSignedIn(): Promise<boolean> {
  if (hasClerkSessionHint(document.cookie)) return true;
  const store = useTokenStore;
  if (!store.persist.hasHydrated()) {
    await new Promise<void>((resolve) => {
      const stop = store.persist.onFinishHydration(() => {
        stop();
        resolve();
      });
    });
  }
  return store.getState().token !== null;
}
