import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOAST_DURATION_MS } from '../../config/ui-constants.js';
import { showToast, useToastStore } from './toast-store.js';

afterEach(() => {
  vi.useRealTimers();
  useToastStore.setState({ toasts: [] });
});

describe('toasts', () => {
  it('shows a toast for 6 s, then removes it', () => {
    vi.useFakeTimers();
    showToast('Istorija je uspešno obrisana.', 'success');
    expect(useToastStore.getState().toasts.map((t) => t.message)).toEqual(['Istorija je uspešno obrisana.']);
    vi.advanceTimersByTime(TOAST_DURATION_MS - 1);
    expect(useToastStore.getState().toasts).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(useToastStore.getState().toasts).toHaveLength(0);
  });

  it('keeps at most three, dropping the oldest', () => {
    for (const n of [1, 2, 3, 4]) showToast(`poruka ${n}`, 'error');
    expect(useToastStore.getState().toasts.map((t) => t.message)).toEqual([
      'poruka 2',
      'poruka 3',
      'poruka 4',
    ]);
  });

  it('dismisses one toast by its id', () => {
    const first = showToast('prva');
    showToast('druga');
    useToastStore.getState().dismiss(first);
    expect(useToastStore.getState().toasts.map((t) => t.message)).toEqual(['druga']);
  });
});
