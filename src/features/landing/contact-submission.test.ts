import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { submitContactMessage } from './contact-submission.js';

const message = { name: 'Jovana', email: 'jovana@example.com', message: 'Zdravo' };

describe('the simulated contact submission', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('takes about a second and succeeds when online', async () => {
    const settled = vi.fn();
    void submitContactMessage(message, () => true).then(settled);
    await vi.advanceTimersByTimeAsync(999);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toHaveBeenCalled();
  });

  it('fails when the device is offline', async () => {
    const result = submitContactMessage(message, () => false);
    const assertion = expect(result).rejects.toThrow('offline');
    await vi.advanceTimersByTimeAsync(1000);
    await assertion;
  });
});
