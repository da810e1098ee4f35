import type { RouteObject } from 'react-router';
import { ForgotPasswordConfirmPage } from './components/ForgotPasswordConfirmPage';
import { ForgotPasswordPage } from './components/ForgotPasswordPage';
import { LoginPage } from './components/LoginPage';
import { RegistrationPage } from './components/RegistrationPage';
import { TokenLoginPage } from './components/TokenLoginPage';

/** Routes inside the authentication shell (carousel or event branding beside the form). */
export const authShellRoutes: RouteObject[] = [
  { path: '/login', element: <LoginPage />, handle: { titleKey: 'login.title' } },
  { path: '/registration', element: <RegistrationPage />, handle: { titleKey: 'registration.title' } },
  { path: '/forgot-password', element: <ForgotPasswordPage />, handle: { titleKey: 'forgot.title' } },
  {
    path: '/forgot-password-confirm',
    element: <ForgotPasswordConfirmPage />,
    handle: { titleKey: 'forgotConfirm.title' },
  },
];

export const tokenLoginRoute: RouteObject = { path: '/token-login', element: <TokenLoginPage /> };
