import type { Feature } from '../../registry/feature';
import { authShellRoutes, tokenLoginRoute } from './routes';

/** Sign-in, registration and password reset beside the carousel; the token login alone. */
export const authFeature: Feature = {
  routes: { authShell: authShellRoutes, standalone: [tokenLoginRoute] },
  // The login's own block is the shell's: it is in the first bundle (routes.tsx).
  strings: ['registration', 'forgot', 'forgotConfirm'],
};
