/**
 * A local stand-in for Paddle Billing's API, started by the tests: `GET /transactions/{id}` answers
 * `{ data }` shaped like Paddle's transaction entity (with `customer` when `include=customer` asks
 * for it), an unknown id answers Paddle's 404 error, a wrong API key 403. The tests set the
 * transactions it knows and sign webhooks with `signPaddleWebhook`.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeTransaction {
  id: string;
  status: 'draft' | 'ready' | 'billed' | 'paid' | 'completed' | 'canceled' | 'past_due';
  customerEmail: string | null;
  priceId: string;
  quantity?: number;
  /** Euro cents, tax included. */
  total: number;
  currency?: string;
}

export interface FakePaddle {
  url: string;
  apiKey: string;
  transactions: Map<string, FakeTransaction>;
  /** Every request's method, path and query, in order. */
  requests: string[];
  close(): Promise<void>;
}

/** A Paddle-shaped id: `txn_` and 26 lower-case letters and digits. */
export function paddleId(prefix: string, n: number): string {
  return `${prefix}_${String(n).padStart(26, '0')}`;
}

const iso = '2026-11-20T10:00:00.000Z';

function paddleTransaction(t: FakeTransaction, includeCustomer: boolean) {
  const money = (amount: number) => String(amount);
  const tax = Math.round(t.total / 6);
  const customerId = t.customerEmail ? paddleId('ctm', t.customerEmail.length) : null;
  return {
    id: t.id,
    status: t.status,
    customer_id: customerId,
    address_id: null,
    business_id: null,
    custom_data: null,
    currency_code: t.currency ?? 'EUR',
    origin: 'web',
    subscription_id: null,
    invoice_id: null,
    invoice_number: null,
    collection_mode: 'automatic',
    discount_id: null,
    billing_details: null,
    billing_period: null,
    items: [
      {
        price: {
          id: t.priceId,
          product_id: 'pro_01',
          description: 'Krediti',
          type: 'standard',
          name: null,
          billing_cycle: null,
          trial_period: null,
          tax_mode: 'account_setting',
          unit_price: { amount: money(t.total), currency_code: t.currency ?? 'EUR' },
          unit_price_overrides: [],
          quantity: { minimum: 1, maximum: 1 },
          status: 'active',
          created_at: iso,
          updated_at: iso,
          custom_data: null,
        },
        quantity: t.quantity ?? 1,
      },
    ],
    details: {
      tax_rates_used: [],
      totals: {
        subtotal: money(t.total - tax),
        discount: '0',
        tax: money(tax),
        total: money(t.total),
        credit: '0',
        credit_to_balance: '0',
        balance: '0',
        grand_total: money(t.total),
        grand_total_tax: money(tax),
        fee: null,
        earnings: null,
        currency_code: t.currency ?? 'EUR',
      },
      line_items: [],
    },
    payments: [],
    checkout: { url: null },
    created_at: iso,
    updated_at: iso,
    billed_at: null,
    revised_at: null,
    ...(includeCustomer && t.customerEmail
      ? {
          customer: {
            id: customerId,
            name: null,
            email: t.customerEmail,
            marketing_consent: false,
            status: 'active',
            custom_data: null,
            locale: 'sr',
            created_at: iso,
            updated_at: iso,
          },
        }
      : {}),
  };
}

export async function startFakePaddle(apiKey = 'pdl_sdbx_apikey_fake'): Promise<FakePaddle> {
  const transactions = new Map<string, FakeTransaction>();
  const requests: string[] = [];
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    requests.push(`${request.method} ${url.pathname}${url.search}`);
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    const error = (status: number, code: string, detail: string) =>
      send(status, { error: { type: 'request_error', code, detail }, meta: { request_id: 'fake' } });

    if (request.headers.authorization !== `bearer ${apiKey}`)
      return error(403, 'forbidden', 'You aren\u2019t permitted to perform this request.');
    const match = /^\/transactions\/([^/]+)$/.exec(url.pathname);
    if (request.method !== 'GET' || !match) return error(404, 'not_found', 'Not found');
    const transaction = transactions.get(decodeURIComponent(match[1] ?? ''));
    if (!transaction) return error(404, 'not_found', `Entity ${match[1]} not found`);
    const include = (url.searchParams.get('include') ?? '').split(',');
    return send(200, { data: paddleTransaction(transaction, include.includes('customer')), meta: {} });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    apiKey,
    transactions,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A `transaction.completed` notification as Paddle sends it (the fields the server reads, and more). */
export function completedEvent(transactionId: string): string {
  return JSON.stringify({
    event_id: paddleId('evt', 1),
    event_type: 'transaction.completed',
    occurred_at: iso,
    notification_id: paddleId('ntf', 1),
    data: { id: transactionId, status: 'completed', items: [], details: null },
  });
}
