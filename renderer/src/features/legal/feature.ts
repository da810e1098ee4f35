import type { Feature } from '../../registry/feature';
import { legalRoutes } from './routes';

/** The privacy notice, terms and cookie policy: public pages, signed in or not. */
export const legalFeature: Feature = {
  routes: { publicShell: legalRoutes },
  // The pages' names are the shell's too (the footer, the profile menu: i18n/shellStrings.ts).
  strings: ['legal'],
};
