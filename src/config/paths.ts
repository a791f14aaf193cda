/**
 * The one route table (docs/product.md, "Routes and screens"). Paths under /app are absolute;
 * `pattern` is what the router matches.
 */
export const paths = {
  landing: { pattern: '/', to: '/' },
  signIn: { pattern: '/sign-in/*', to: '/sign-in' },
  signUp: { pattern: '/sign-up/*', to: '/sign-up' },
  ssoCallback: { pattern: '/sso-callback', to: '/sso-callback' },
  terms: { to: '/uslovi.html' },
  privacy: { to: '/politika-privatnosti.html' },
  app: {
    root: { pattern: '/app/*', to: '/app/' },
    solve: { to: '/app/' },
    configure: { pattern: 'configure', to: '/app/configure' },
    solution: { pattern: 'solution', to: '/app/solution' },
    history: { pattern: 'history', to: '/app/history' },
    /** One solved task, reopened from history or the dashboard; reloadable and bookmarkable. */
    historySolution: { pattern: 'history/:id', to: '/app/history/:id' },
    dashboard: { pattern: 'dashboard', to: '/app/dashboard' },
    account: { pattern: 'account', to: '/app/account' },
    transactions: { pattern: 'account/transactions', to: '/app/account/transactions' },
    checkout: { pattern: 'checkout', to: '/app/checkout' },
  },
} as const;

/** The URL of one solved task. */
export function solutionPath(id: string): string {
  return paths.app.historySolution.to.replace(':id', encodeURIComponent(id));
}

/** Where a user goes right after signing in or up (docs/product.md, "Constants"). */
export const AFTER_SIGN_IN_PATH = paths.app.root.to;

/** Router state /app/checkout may receive (its back button goes to configure after a solve attempt). */
export type CheckoutLocationState = { fromSolve?: boolean } | null;
