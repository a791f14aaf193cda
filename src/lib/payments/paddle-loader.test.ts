import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Paddle, PaddleEventData } from '@paddle/paddle-js';
import { sr } from '../../i18n/sr.js';
import type { CheckoutEvent } from './payments-port.js';

const initializePaddle = vi.fn();
vi.mock('@paddle/paddle-js', () => ({ initializePaddle }));

const { loadPaddle, openPaddleCheckout, paddleEnvironment } = await import('./paddle-loader.js');

beforeEach(() => initializePaddle.mockReset());

describe('the Paddle adapter', () => {
  it('initialises Paddle in the sandbox with the token and passes on the checkout events it acts on', async () => {
    const paddle = { Checkout: { open: vi.fn() } } as unknown as Paddle;
    initializePaddle.mockResolvedValue(paddle);
    const events: CheckoutEvent[] = [];
    expect(await loadPaddle('test_abc', (e) => events.push(e))).toBe(paddle);
    const options = initializePaddle.mock.calls[0]?.[0] as {
      environment: string;
      token: string;
      eventCallback: (event: PaddleEventData) => void;
    };
    expect(options).toMatchObject({ environment: 'sandbox', token: 'test_abc' });
    for (const event of [
      { name: 'checkout.loaded' },
      { name: 'checkout.completed', data: { transaction_id: 'txn_01' } },
      { name: 'checkout.payment.failed' },
      { name: 'checkout.closed' },
    ])
      options.eventCallback(event as PaddleEventData);
    expect(events).toEqual([
      { type: 'completed', transactionId: 'txn_01' },
      { type: 'failed' },
      { type: 'closed' },
    ]);
  });

  it("says the provider could not load when Paddle's script fails, and could not initialise without an instance", async () => {
    initializePaddle.mockRejectedValueOnce(new Error('script blocked'));
    await expect(loadPaddle('test_abc', () => {})).rejects.toThrow(sr.payments.loadFailed);
    initializePaddle.mockResolvedValueOnce(undefined);
    await expect(loadPaddle('test_abc', () => {})).rejects.toThrow(sr.payments.initFailed);
  });

  it("opens one item of the price, with the buyer's e-mail address and country RS", () => {
    const open = vi.fn();
    openPaddleCheckout({ Checkout: { open } } as unknown as Paddle, {
      priceId: 'pri_01',
      email: 'ana@primer.rs',
      packageLabel: 'Paket',
    });
    expect(open).toHaveBeenCalledWith({
      items: [{ priceId: 'pri_01', quantity: 1 }],
      customer: { email: 'ana@primer.rs', address: { countryCode: 'RS' } },
    });
  });

  it('pays in the sandbox unless the token is a live one', () => {
    expect(paddleEnvironment('test_x')).toBe('sandbox');
    expect(paddleEnvironment('live_x')).toBe('production');
  });
});
