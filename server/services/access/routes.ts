import { routes, type RouteName } from '@shared/api/routes';
import type { Permission } from './permissions';

/**
 * What a REST route may name as its access (shared/api/routes/contract.ts `RouteAccess`): 'public',
 * 'signedIn', or a permission of this module.
 */
export type RouteAccess = 'public' | 'signedIn' | Permission;

/**
 * Every route's access, as its table names it. The table is assigned here so the server does not
 * compile while a route names a permission this module lacks (shared/ cannot import the server's
 * names, so the check is made on this side).
 */
export const routeAccess: { readonly [K in RouteName]: { readonly access: RouteAccess } } = routes;
