import type { Db } from '../../db/client';
import { createAccessRepository } from '../../db/repositories/access';
import { notFound, type AppError } from '../../http/errors';
import type { AccessLoss, AccessLost } from './loss';
import {
  eventRules,
  idRules,
  type EventPermission,
  type IdGrant,
  type IdPermission,
  type InEventPermission,
  type Permission,
} from './permissions';
import { toEventViewer, type EventViewer } from './viewer';

export { checkInOpenSince, checkInStaffRefused, type CheckInStaffRefusal } from './checkInStaff';
export type { EventPermission, IdPermission, Permission } from './permissions';
export { routeAccess, type RouteAccess } from './routes';
export type { EventViewer } from './viewer';

/**
 * One request for access: a named permission and what it is asked over — the event (event
 * permissions), or ids (id permissions; of that event for the in-event ones).
 */
export type AccessRequest<P extends Permission = Permission> = P extends EventPermission
  ? { permission: P; eventId: string }
  : P extends InEventPermission
    ? { permission: P; eventId: string; ids: readonly string[] }
    : P extends IdPermission
      ? { permission: P; ids: readonly string[] }
      : never;

/** What a passed check answers: the viewer in the event, or each id's grant. */
export type Granted<P extends Permission> = P extends EventPermission
  ? EventViewer
  : P extends IdPermission
    ? Map<string, IdGrant<P>>
    : never;

/** A refusal's answer, when a route words it its own way (status and code stay the permission's). */
type Refusal = () => AppError;

const isEventPermission = (p: Permission): p is EventPermission => p in eventRules;

/**
 * The access module (DECISIONS 20; docs/architecture.md "Access"): who may do what, once. Services
 * and realtime topic rules ask it by permission name (./permissions.ts) — `require` throws the
 * permission's refusal (today's codes and statuses), `check` answers what is allowed (for ids, the
 * subset) — and a service that takes access away tells it (`revoke`), which ends live subscriptions
 * that no longer pass on every node.
 */
export function createAccess({ db, now, accessLost }: { db: Db; now: () => number; accessLost: AccessLost }) {
  const repo = createAccessRepository(db);

  /** The viewer in the event; null when the user is no member (no participant, or a deleted one). */
  async function viewerIn(userId: string, eventId: string): Promise<EventViewer | null> {
    const row = await repo.viewerIn(userId, eventId);
    return row === null ? null : toEventViewer(userId, row, now());
  }

  /** The ids of the request the user may reach, with their grants. */
  async function grants<P extends IdPermission>(
    userId: string,
    request: { permission: P; ids: readonly string[]; eventId?: string },
  ): Promise<Map<string, IdGrant<P>>> {
    const eventId = request.eventId;
    let viewer: Promise<EventViewer | null> | undefined;
    const ids = [...new Set(request.ids)];
    const rule = idRules[request.permission];
    return (await rule.grants(
      {
        repo,
        userId,
        eventId,
        viewer: () => (viewer ??= eventId === undefined ? Promise.resolve(null) : viewerIn(userId, eventId)),
      },
      ids,
    )) as Map<string, IdGrant<P>>;
  }

  /** Throws the permission's refusal unless the viewer holds it. */
  function demand(viewer: EventViewer, permission: EventPermission, refusal?: Refusal): EventViewer {
    const refused = eventRules[permission](viewer);
    if (refused !== null) throw refusal?.() ?? refused;
    return viewer;
  }

  async function require<P extends Permission>(
    userId: string,
    request: AccessRequest<P> & { refusal?: Refusal },
  ): Promise<Granted<P>> {
    const { permission } = request as { permission: Permission };
    if (isEventPermission(permission)) {
      const { eventId } = request as { eventId: string };
      const viewer = await viewerIn(userId, eventId);
      // Outside the event: nothing about it is told, whatever the permission (404).
      if (viewer === null) throw notFound('Event');
      return demand(viewer, permission, request.refusal) as Granted<P>;
    }
    const asked = request as { permission: IdPermission; ids: readonly string[]; eventId?: string };
    const found = await grants(userId, asked);
    if (asked.ids.some((id) => !found.has(id)))
      throw request.refusal?.() ?? idRules[asked.permission].refusal();
    return found as Granted<P>;
  }

  async function check<P extends Permission>(
    userId: string,
    request: AccessRequest<P>,
  ): Promise<P extends EventPermission ? EventViewer | null : Set<string>> {
    type Answer = P extends EventPermission ? EventViewer | null : Set<string>;
    const { permission } = request as { permission: Permission };
    if (isEventPermission(permission)) {
      const viewer = await viewerIn(userId, (request as { eventId: string }).eventId);
      return (viewer !== null && eventRules[permission](viewer) === null ? viewer : null) as Answer;
    }
    const found = await grants(userId, request as { permission: IdPermission; ids: readonly string[] });
    return new Set(found.keys()) as Answer;
  }

  return {
    /**
     * The permission's grant — the viewer in the event, or each id's grant — or its refusal thrown:
     * 404 Event outside the event, then the permission's own (403, or 404 for what must stay unknown).
     * `refusal` words a route's own message for the same refusal.
     */
    require,
    /** Whether the user holds the permission: the viewer (or null), or the subset of ids allowed. */
    check,
    /**
     * The events the user takes part in (never through a deleted participant), each with their
     * participant there: for what answers the caller's own things across events ('signedIn' routes,
     * their calendar feed, their photo's audiences).
     */
    memberships: (userId: string) => repo.memberships(userId),
    /** Whether an already-read viewer holds an event permission (no read). */
    holds: (viewer: EventViewer, permission: EventPermission): boolean =>
      eventRules[permission](viewer) === null,
    /** Like holds, throwing the refusal. */
    demand,
    /**
     * Access was taken away — a participant removed or deleted, a role or right withdrawn, a room
     * member removed: call AFTER the commit and BEFORE the change's pushes. Every node checks the
     * named live subscriptions' permissions again and ends those that no longer pass
     * (server/live/accessLoss.ts, docs/realtime.md "Access taken away").
     */
    revoke: (loss: AccessLoss): Promise<void> => accessLost(loss),
  };
}

export type Access = ReturnType<typeof createAccess>;
