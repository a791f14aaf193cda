/** Starts the whole app (router, identity, signed-in area) in the page's root element. */
import '../config/zod-jitless.js';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app.js';

export function startApp(container: HTMLElement): void {
  const root = createRoot(container);
  // As a transition, the first render yields to the browser every few milliseconds instead of
  // blocking a slow phone's main thread for hundreds of them (Lighthouse's total blocking time).
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}
