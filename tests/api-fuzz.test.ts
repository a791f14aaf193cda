/**
 * Generated garbage against every endpoint of the contract (contract/endpoints.ts): wrong types,
 * huge and empty values, unicode, control characters, mangled valid payloads. No answer may be a
 * 5xx, every error must be `{ detail }`, and no balance may move.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS, type EndpointName } from '../contract/endpoints.js';
import { createTestApp, type TestApp } from '../server/test-support/test-app.js';

/** A well-formed request per endpoint, which the generators then mangle. */
const VALID: Record<EndpointName, { body?: Record<string, unknown>; query?: Record<string, unknown> }> = {
  health: {},
  signUp: { body: { email: 'fuzz@primer.rs', password: 'Jabuka-na-stolu-7', username: 'Fuzz' } },
  signIn: { body: { email: 'fuzz@primer.rs', password: 'Jabuka-na-stolu-7' } },
  dashboardOverview: {},
  account: {},
  transactions: {},
  generateUploadUrl: {
    body: {
      original_image_name: 'zadatak.jpg',
      original_image_type: 'image/jpeg',
      grade: '7th grade of primary school',
      language: 'srpski',
    },
  },
  uploadCompleted: { body: { solution_id: '00000000-0000-4000-8000-000000000000' } },
  solveProblem: { body: { solution_id: '00000000-0000-4000-8000-000000000000' } },
  solutionStatus: {},
  solution: {},
  correctSolution: {
    body: { tasks: ['7x - 4 = 24'], grade: '7th grade of primary school', language: 'srpski' },
  },
  solveText: {
    body: { tasks: ['2x + 3 = 11'], grade: '7th grade of primary school', language: 'srpski' },
  },
  history: { query: { start: 0, limit: 10 } },
  deleteHistory: { body: { solution_ids: ['00000000-0000-4000-8000-000000000000'] } },
  checkoutOptions: {},
  verifyPayment: {
    body: {
      transaction_id: 'txn_01hv8x0000000000000000000',
      solution_id: '00000000-0000-4000-8000-000000000000',
    },
  },
  paddleWebhook: {
    body: { event_type: 'transaction.completed', data: { id: 'txn_01hv8x0000000000000000000' } },
  },
  sandboxCheckoutOpen: { body: { price_id: 'pri_sandbox_credits_1200' } },
  sandboxCheckoutPay: {},
  sandboxCheckoutDecline: {},
  createShareLink: {},
};

const nasty = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ maxLength: 5000 }),
  fc.constantFrom('', ' ', '\u0000', 'a\u0000b', '\u202e', '../../etc', '%00', '😀'.repeat(300), 'null'),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }), { maxKeys: 4 }),
);

/** A valid payload with some fields replaced, dropped or added; or something else entirely. */
const mangled = (valid: Record<string, unknown> | undefined) =>
  fc.oneof(
    fc.record(
      Object.fromEntries(Object.keys(valid ?? {}).map((k) => [k, fc.option(nasty, { nil: undefined })])),
    ),
    fc.dictionary(fc.string({ maxLength: 12 }), nasty, { maxKeys: 6 }),
    nasty,
  );

let t: TestApp;
let authorization: string;
let balanceBefore: number;
beforeAll(async () => {
  t = await createTestApp();
  ({ authorization } = await t.signUp());
  balanceBefore = await balance();
});
afterAll(() => t.close());

async function balance(): Promise<number> {
  const res = await t.app.inject({ url: '/api/v1/dashboard/account', headers: { authorization } });
  return res.json<{ credits: number }>().credits;
}

describe('every endpoint against generated garbage', () => {
  it('has a well-formed example for every endpoint of the contract', () => {
    expect(Object.keys(VALID).sort()).toEqual(Object.keys(ENDPOINTS).sort());
  });

  it.each(Object.keys(ENDPOINTS) as EndpointName[])(
    '%s answers garbage with a 4xx and { detail }, never a 5xx',
    async (name) => {
      const endpoint = ENDPOINTS[name];
      const valid = VALID[name];
      await fc.assert(
        fc.asyncProperty(
          mangled(valid.body ?? valid.query),
          fc.string({ maxLength: 60 }),
          async (input, id) => {
            const path = endpoint.path.replace(':id', encodeURIComponent(id) || 'x');
            const isQuery = endpoint.method === 'GET';
            const query =
              isQuery && input && typeof input === 'object' && !Array.isArray(input)
                ? `?${new URLSearchParams(Object.entries(input).map(([k, v]) => [k, typeof v === 'string' ? v : (JSON.stringify(v) ?? '')])).toString()}`
                : '';
            const res = await t.app.inject({
              method: endpoint.method,
              url: `/api/v1${path}${query}`,
              headers: { authorization, 'content-type': 'application/json' },
              ...(isQuery ? {} : { payload: JSON.stringify(input) }),
            });
            expect(res.statusCode, `${res.statusCode} ${res.body}`).toBeLessThan(500);
            if (res.statusCode >= 400) expect(typeof res.json<{ detail?: unknown }>().detail).toBe('string');
          },
        ),
        { numRuns: 60, seed: 20261123 },
      );
    },
  );

  it('moved no balance', async () => {
    expect(await balance()).toBe(balanceBefore);
  });
});
