/** The route tree (docs/product.md, routes). Everything behind the landing page is a lazy chunk. */
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { FullPageSpinner } from '../components/spinner.js';
import { paths } from '../config/paths.js';
import { sr } from '../i18n/sr.js';
import { AuthRoot } from './auth-root.js';
import { RouteError } from './route-error.js';
import { LandingRoute } from './routes/landing.js';

const authScreens = () => import('./routes/auth-screens.js');
const solveRoutes = () => import('./routes/app/solve.js');
const historyRoutes = () => import('./routes/app/history.js');
const a = paths.app;

export const routes: RouteObject[] = [
  {
    element: <AuthRoot />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <FullPageSpinner label={sr.common.loading} />,
    children: [
      { path: paths.landing.pattern, element: <LandingRoute /> },
      { path: paths.signIn.pattern, lazy: () => authScreens().then((m) => ({ Component: m.SignInRoute })) },
      { path: paths.signUp.pattern, lazy: () => authScreens().then((m) => ({ Component: m.SignUpRoute })) },
      {
        path: paths.ssoCallback.pattern,
        lazy: () => authScreens().then((m) => ({ Component: m.SsoCallbackRoute })),
      },
      {
        path: '/app',
        lazy: () => import('./routes/app/protected-app.js').then((m) => ({ Component: m.ProtectedApp })),
        children: [
          { index: true, lazy: () => solveRoutes().then((m) => ({ Component: m.SolveRoute })) },
          {
            path: a.configure.pattern,
            lazy: () => solveRoutes().then((m) => ({ Component: m.ConfigureRoute })),
          },
          {
            path: a.solution.pattern,
            lazy: () => solveRoutes().then((m) => ({ Component: m.SolutionRoute })),
          },
          {
            path: a.history.pattern,
            lazy: () => historyRoutes().then((m) => ({ Component: m.HistoryRoute })),
          },
          {
            path: a.historySolution.pattern,
            lazy: () => historyRoutes().then((m) => ({ Component: m.HistorySolutionRoute })),
          },
          {
            path: a.checkout.pattern,
            lazy: () => import('./routes/app/checkout.js').then((m) => ({ Component: m.CheckoutRoute })),
          },
          {
            path: a.dashboard.pattern,
            lazy: () => import('./routes/app/dashboard.js').then((m) => ({ Component: m.DashboardRoute })),
          },
          {
            path: a.account.pattern,
            lazy: () => import('./routes/app/account.js').then((m) => ({ Component: m.AccountRoute })),
          },
          {
            path: a.transactions.pattern,
            lazy: () => import('./routes/app/account.js').then((m) => ({ Component: m.TransactionsRoute })),
          },
          { path: '*', element: <Navigate to={a.root.to} replace /> },
        ],
      },
      { path: '*', element: <Navigate to={paths.landing.to} replace /> },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
