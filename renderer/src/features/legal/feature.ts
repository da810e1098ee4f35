import type { Feature } from '../../registry/feature';
import { legalRoutes } from './routes';

/** The privacy notice, terms and cookie policy: public pages, signed in or not. */
export const legalFeature: Feature = { routes: { publicShell: legalRoutes } };
