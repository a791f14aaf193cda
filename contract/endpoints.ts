/**
 * Every /api/v1 call, named once: its method and path. The server registers its routes from this
 * table and the PWA's fetchers call through it (docs/recipes.md, "Add an endpoint"). Payload shapes
 * live in api.ts; this file imports nothing, so the landing page can use it without pulling in zod.
 */

export const API_PREFIX = '/api/v1';

export type HttpMethod = 'GET' | 'POST' | 'DELETE';

export interface Endpoint {
  readonly method: HttpMethod;
  /** Below API_PREFIX, Fastify style: `:name` marks a path parameter. */
  readonly path: string;
}

export const ENDPOINTS = {
  health: { method: 'GET', path: '/health' },
  // Embedded local accounts only (no routes when Clerk is the identity provider).
  signUp: { method: 'POST', path: '/auth/sign-up' },
  signIn: { method: 'POST', path: '/auth/sign-in' },
  dashboardOverview: { method: 'GET', path: '/dashboard/overview' },
  account: { method: 'GET', path: '/dashboard/account' },
  transactions: { method: 'GET', path: '/dashboard/transactions' },
  generateUploadUrl: { method: 'POST', path: '/generate-upload-url/' },
  uploadCompleted: { method: 'POST', path: '/upload-completed' },
  solveProblem: { method: 'POST', path: '/solve-problem' },
  solutionStatus: { method: 'GET', path: '/solution/:id/status' },
  /** One solved task of the caller's, to reopen it from its own URL (history, dashboard, bookmarks). */
  solution: { method: 'GET', path: '/solution/:id' },
  /** The caller's solution solved again from the task as the user typed it (the photo stays). */
  correctSolution: { method: 'POST', path: '/solution/:id/correct' },
  /** A task typed instead of photographed: creates the solution and starts its solve. */
  solveText: { method: 'POST', path: '/solve-text' },
  history: { method: 'GET', path: '/problems/history' },
  deleteHistory: { method: 'DELETE', path: '/problems/history' },
  checkoutOptions: { method: 'GET', path: '/payments/checkout-options' },
  verifyPayment: { method: 'POST', path: '/transactions/verify-payment-completed' },
  // The payment provider's signed notices (Paddle only; the sandbox sends none).
  paddleWebhook: { method: 'POST', path: '/webhooks/paddle' },
  // The embedded payment sandbox's checkout only (no routes when Paddle is the provider).
  sandboxCheckoutOpen: { method: 'POST', path: '/sandbox-checkout/transactions' },
  sandboxCheckoutPay: { method: 'POST', path: '/sandbox-checkout/transactions/:id/pay' },
  sandboxCheckoutDecline: { method: 'POST', path: '/sandbox-checkout/transactions/:id/decline' },
  createShareLink: { method: 'GET', path: '/share/:id/create-static' },
} as const satisfies Record<string, Endpoint>;

export type EndpointName = keyof typeof ENDPOINTS;

/** The endpoint's path below API_PREFIX with its `:name` parameters filled in (URL-encoded). */
export function endpointPath(endpoint: Endpoint, params: Record<string, string> = {}): string {
  return endpoint.path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${endpoint.path}: missing path parameter ${name}`);
    return encodeURIComponent(value);
  });
}
