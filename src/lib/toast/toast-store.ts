/**
 * The app's one toast queue (docs/product.md: toasts sit top centre for 6 s). Features call `showToast`;
 * the <Toaster /> in the signed-in layout renders the queue in a live region.
 */
import { create } from 'zustand';
import { TOAST_DURATION_MS } from '../../config/ui-constants.js';

export type ToastKind = 'success' | 'error' | 'info';

export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
}

interface ToastState {
  toasts: Toast[];
  dismiss: (id: number) => void;
}

/** More than this many at once pushes the oldest out: a burst of failures must not cover the screen. */
const MAX_VISIBLE = 3;
let nextId = 1;

export const useToastStore = create<ToastState>()((set) => ({
  toasts: [],
  dismiss: (id) => set((s) => ({ toasts: s.toasts.filter((t) => t.id !== id) })),
}));

/** Shows a toast for `durationMs` (6 s by default); answers its id. */
export function showToast(message: string, kind: ToastKind = 'info', durationMs = TOAST_DURATION_MS): number {
  const id = nextId++;
  useToastStore.setState((s) => ({ toasts: [...s.toasts, { id, kind, message }].slice(-MAX_VISIBLE) }));
  setTimeout(() => useToastStore.getState().dismiss(id), durationMs);
  return id;
}
