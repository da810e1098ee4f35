import type { z } from 'zod';
import { authRoutes } from './auth';
import { badgeRoutes } from './badges';
import { chatRoutes } from './chat';
import { checkInRoutes } from './checkIn';
import type { SharedNames } from './contract';
import { eventRoutes } from './events';
import { healthRoutes } from './health';
import { meetingRoutes } from './meetings';
import { meetingSlotRoutes } from './meetingSlots';
import { networkingRoutes } from './networking';
import { notificationRoutes } from './notifications';
import { printJobRoutes } from './printJobs';
import { profileRoutes } from './profiles';
import { sessionRoutes } from './sessions';
import { userRoutes } from './users';

export { route, type RouteAccess, type RouteDef, type RouteMap, type SharedNames } from './contract';

/** Every area's routes (shared/api/routes/<area>.ts). A new area adds its file and one line here. */
export const routeAreas = {
  health: healthRoutes,
  auth: authRoutes,
  users: userRoutes,
  events: eventRoutes,
  checkIn: checkInRoutes,
  badges: badgeRoutes,
  printJobs: printJobRoutes,
  sessions: sessionRoutes,
  networking: networkingRoutes,
  profiles: profileRoutes,
  meetings: meetingRoutes,
  meetingSlots: meetingSlotRoutes,
  notifications: notificationRoutes,
  chat: chatRoutes,
} as const;

type RouteAreas = typeof routeAreas;
type AreaName = keyof RouteAreas;
type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void
  ? I
  : never;

/** The /v1 route table, every area's routes in one map, each typed by its own definition. */
export type Routes = {
  [K in keyof UnionToIntersection<RouteAreas[AreaName]>]: UnionToIntersection<RouteAreas[AreaName]>[K];
};
export type RouteName = keyof Routes & string;

/** The server registers exactly these routes; the renderer types its calls with them. */
export const routes: Routes = Object.assign({}, ...Object.values(routeAreas));

type Assert<T extends true> = T;
/** Compiles only while no route name is declared by two areas. */
export type RouteNamesAreUnique = Assert<[SharedNames<RouteAreas>] extends [never] ? true : false>;

export type RouteBody<K extends RouteName> = Routes[K] extends { body: z.ZodType }
  ? z.input<Routes[K]['body']>
  : never;
export type RouteQuery<K extends RouteName> = Routes[K] extends { query: z.ZodType }
  ? z.input<Routes[K]['query']>
  : never;
export type RouteResponse<K extends RouteName> = z.infer<Routes[K]['response']>;
