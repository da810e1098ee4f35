import type { RouteObject } from 'react-router';
import { LoginPage } from './components/LoginPage';

/**
 * Routes inside the authentication shell (carousel or event branding beside the form). The login
 * is in the first bundle: it is where a signed-out visitor lands, and a route loaded on demand
 * would wait for the bundle to run before it is even asked for. The other pages load on first visit.
 */
export const authShellRoutes: RouteObject[] = [
  { path: '/login', element: <LoginPage />, handle: { titleKey: 'login.title' } },
  {
    path: '/registration',
    lazy: () => import('./components/RegistrationPage').then((m) => ({ Component: m.RegistrationPage })),
    handle: { titleKey: 'registration.title' },
  },
  {
    path: '/forgot-password',
    lazy: () => import('./components/ForgotPasswordPage').then((m) => ({ Component: m.ForgotPasswordPage })),
    handle: { titleKey: 'forgot.title' },
  },
  {
    path: '/forgot-password-confirm',
    lazy: () =>
      import('./components/ForgotPasswordConfirmPage').then((m) => ({
        Component: m.ForgotPasswordConfirmPage,
      })),
    handle: { titleKey: 'forgotConfirm.title' },
  },
];

export const tokenLoginRoute: RouteObject = {
  path: '/token-login',
  lazy: () => import('./components/TokenLoginPage').then((m) => ({ Component: m.TokenLoginPage })),
};
