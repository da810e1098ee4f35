import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { routes, type RouteName } from '@shared/api/routes';
import { routeAccess } from '../../../../server/services/access';
import { eventRules, idRules } from '../../../../server/services/access/permissions';

/*
 * Every REST route names who may call it (shared/api/routes, docs/architecture.md "Access"). The
 * compiler refuses a route without `access` and a permission the module lacks; this file lists the
 * routes that name no permission, each with its reason, so opening a route to everyone (or to any
 * signed-in user) is a choice written down here, not a default.
 */

/** Routes that need no sign-in, and why. */
const PUBLIC: Record<string, string> = {
  health: 'liveness for load balancers and operators; no one’s data',
  authSignIn: 'the user pool: signing in',
  authSignUp: 'the user pool: creating an identity',
  authForgotPassword: 'the user pool: a reset code by e-mail',
  authConfirmForgotPassword: 'the user pool: the e-mailed code is the credential',
  authRefresh: 'the user pool: the refresh token is the credential',
  userToken: 'the identity (or refresh) token is the credential',
  userSignup: 'registration, before there is a user',
  domainDetails: 'host-based branding, shown before sign-in',
  calendarFeed: 'the secret in the path is the credential (a calendar app cannot sign in)',
};

/** Routes any signed-in user may call because they answer only the caller's own things, and why. */
const SIGNED_IN: Record<string, string> = {
  eventList: 'the events the caller takes part in',
  invitationList: 'the caller’s invitations across their events (with an eventId, event.member)',
  notificationFeed: 'the caller’s own feed and their events’ notifications',
  chatRooms: 'the caller’s rooms across their events (with an eventId, event.member)',
};

const names = Object.keys(routes) as RouteName[];
const accessOf = (name: RouteName): string => routes[name].access;
const permissions = new Set<string>([...Object.keys(eventRules), ...Object.keys(idRules)]);

/** The fields a request schema names (an object's keys; nothing for a union or a preprocessed body). */
const fieldsOf = (schema: z.ZodType | undefined): string[] =>
  schema !== undefined && 'shape' in schema ? Object.keys(schema.shape as object) : [];

describe('every route names its access', () => {
  it('names one: public, signedIn or a permission of the access module', () => {
    for (const name of names) {
      const access = accessOf(name);
      expect(
        access === 'public' || access === 'signedIn' || permissions.has(access),
        `${name}: ${access}`,
      ).toBe(true);
      expect(routeAccess[name].access, name).toBe(access);
    }
  });

  it('is public exactly where no sign-in is asked, and only on the routes listed with a reason', () => {
    for (const name of names) {
      expect(accessOf(name) === 'public', name).toBe(routes[name].auth === 'public');
    }
    expect(names.filter((n) => accessOf(n) === 'public').sort()).toEqual(Object.keys(PUBLIC).sort());
  });

  it('is signedIn only on the own-object routes listed with a reason', () => {
    expect(names.filter((n) => accessOf(n) === 'signedIn').sort()).toEqual(Object.keys(SIGNED_IN).sort());
  });

  it('asks an event permission over the event the request names', () => {
    for (const name of names.filter((n) => accessOf(n) in eventRules)) {
      const { query, body } = routes[name] as { query?: z.ZodType; body?: z.ZodType };
      const fields = [...fieldsOf(query), ...fieldsOf(body)];
      // One event details route names its event `id` (spec core §7 event/details?id=).
      expect(fields, name).toContain(name === 'eventDetails' ? 'id' : 'eventId');
    }
  });

  it('asks an id permission over the ids the request names', () => {
    const idsOf: Record<string, string> = {
      'chatRoom.member': 'roomId',
      'notification.own': 'ids',
    };
    for (const name of names.filter((n) => accessOf(n) in idRules && accessOf(n) !== 'user.self')) {
      const { query, body } = routes[name] as { query?: z.ZodType; body?: z.ZodType };
      expect(idsOf[accessOf(name)], `${name}: ${accessOf(name)}`).toBeDefined();
      expect([...fieldsOf(query), ...fieldsOf(body)], name).toContain(idsOf[accessOf(name)]);
    }
  });
});
