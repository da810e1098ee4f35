import { z } from 'zod';
import * as auth from '../schemas/auth';
import * as user from '../schemas/user';
import * as event from '../schemas/event';
import * as checkin from '../schemas/checkin';
import * as badge from '../schemas/badge';
import * as printJobs from '../schemas/printJobs';
import * as sessions from '../schemas/sessions';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One REST route: its path under /v1, who may call it and the schemas of what crosses the wire. */
export interface RouteDef {
  method: Method;
  path: string;
  /** public routes need no app token; identity routes are the user-pool operations. */
  auth: 'public' | 'user';
  summary: string;
  body?: z.ZodType;
  query?: z.ZodType;
  params?: z.ZodType;
  response: z.ZodType;
  /** Set when the route answers this media type as is instead of JSON { data } (the calendar feed). */
  produces?: 'text/calendar';
}

const route = <const R extends RouteDef>(r: R): R => r;

/** The /v1 route table. The server registers exactly these; the renderer types its calls with them. */
export const routes = {
  health: route({
    method: 'GET',
    path: '/v1/health',
    auth: 'public',
    summary: 'Liveness and the database engine in use',
    response: z.object({ status: z.literal('ok'), db: z.enum(['pglite', 'postgres']) }),
  }),

  authSignIn: route({
    method: 'POST',
    path: '/v1/auth/signIn',
    auth: 'public',
    summary: 'User pool: authenticate with username and password',
    body: auth.signInBody,
    response: auth.identityTokens,
  }),
  authSignUp: route({
    method: 'POST',
    path: '/v1/auth/signUp',
    auth: 'public',
    summary: 'User pool: create an identity',
    body: auth.poolSignUpBody,
    response: z.object({ userSub: z.string() }),
  }),
  authForgotPassword: route({
    method: 'POST',
    path: '/v1/auth/forgotPassword',
    auth: 'public',
    summary: 'User pool: send a reset code by e-mail',
    body: auth.forgotPasswordBody,
    response: auth.forgotPasswordResult,
  }),
  authConfirmForgotPassword: route({
    method: 'POST',
    path: '/v1/auth/confirmForgotPassword',
    auth: 'public',
    summary: 'User pool: set a new password with the e-mailed code',
    body: auth.confirmForgotPasswordBody,
    response: auth.okResult,
  }),
  authChangePassword: route({
    method: 'POST',
    path: '/v1/auth/changePassword',
    auth: 'user',
    summary: 'User pool: change the signed-in user’s password; ends every session, answers new app tokens',
    body: auth.changePasswordBody,
    response: auth.changePasswordResult,
  }),
  authRefresh: route({
    method: 'POST',
    path: '/v1/auth/refresh',
    auth: 'public',
    summary: 'User pool: new identity tokens from a refresh token',
    body: auth.refreshBody,
    response: auth.identityTokens,
  }),

  userToken: route({
    method: 'GET',
    path: '/v1/user/token',
    auth: 'public',
    summary: 'Exchange an identity token (or, with refresh=true, an app refresh token) for the app token',
    query: user.userTokenQuery,
    response: user.appTokens,
  }),
  userSignup: route({
    method: 'POST',
    path: '/v1/user/signup',
    auth: 'public',
    summary: 'Register a user (provider cognito only)',
    body: user.userSignupBody,
    response: user.userSignupResult,
  }),
  userProfileGet: route({
    method: 'GET',
    path: '/v1/user/profile',
    auth: 'user',
    summary: 'The signed-in user’s profile',
    response: user.userProfile,
  }),
  userProfilePut: route({
    method: 'PUT',
    path: '/v1/user/profile',
    auth: 'user',
    summary: 'Update the profile (action profile) or merge UI settings (action uiSettings)',
    body: user.updateProfileBody,
    response: user.userProfile,
  }),
  userDelete: route({
    method: 'DELETE',
    path: '/v1/user',
    auth: 'user',
    summary: 'Delete the signed-in user’s account',
    response: auth.okResult,
  }),

  eventList: route({
    method: 'GET',
    path: '/v1/event',
    auth: 'user',
    summary: 'The events the signed-in user belongs to',
    query: event.eventListQuery,
    response: event.eventList,
  }),
  domainDetails: route({
    method: 'GET',
    path: '/v1/public/domaininf/:domain',
    auth: 'public',
    summary: 'Domain details for host-based event branding (path ends in {domain}.json)',
    params: event.domainDetailsParams,
    response: event.domainDetails,
  }),
  eventDetails: route({
    method: 'GET',
    path: '/v1/event/details',
    auth: 'user',
    summary: 'One event with my participant record, types, printers and default badge (members only)',
    query: event.eventDetailsQuery,
    response: event.eventDetails,
  }),

  areaList: route({
    method: 'GET',
    path: '/v1/event/areas',
    auth: 'user',
    summary: 'Check-in areas with live occupancy (check-in admins and organizers)',
    query: checkin.eventRef,
    response: z.array(checkin.area),
  }),
  areaSave: route({
    method: 'POST',
    path: '/v1/event/area',
    auth: 'user',
    summary: 'Create or update a check-in area (organizers)',
    body: checkin.areaInput,
    response: checkin.area,
  }),
  areaDelete: route({
    method: 'DELETE',
    path: '/v1/event/area',
    auth: 'user',
    summary: 'Remove a check-in area; the venue entrance stays (organizers)',
    query: checkin.areaRef,
    response: z.object({ ok: z.literal(true) }),
  }),
  checkIn: route({
    method: 'POST',
    path: '/v1/event/participant/checkIn',
    auth: 'user',
    summary: 'Check a ticket in or out of an area (check-in admins of an unfinished event, organizers)',
    body: checkin.checkInBody,
    response: checkin.checkInResult,
  }),
  scanLog: route({
    method: 'GET',
    path: '/v1/event/checkIn/log',
    auth: 'user',
    summary: 'Every scan: who, which station, when, result (organizers), newest first',
    query: checkin.scanLogQuery,
    response: z.array(checkin.scanLogEntry),
  }),

  badgeList: route({
    method: 'GET',
    path: '/v1/event/badges',
    auth: 'user',
    summary: 'The event’s badge templates (check-in admins and organizers)',
    query: checkin.eventRef,
    response: z.array(badge.badgeTemplate),
  }),
  badgeGet: route({
    method: 'GET',
    path: '/v1/event/badge',
    auth: 'user',
    summary: 'One badge template',
    query: badge.badgeTemplateRef,
    response: badge.badgeTemplate,
  }),
  badgeSave: route({
    method: 'POST',
    path: '/v1/event/badge',
    auth: 'user',
    summary: 'Create or update a badge template; every save is a new version (organizers)',
    body: badge.badgeTemplateInput,
    response: badge.badgeTemplate,
  }),
  badgeDelete: route({
    method: 'DELETE',
    path: '/v1/event/badge',
    auth: 'user',
    summary: 'Remove a badge template that is not the default (organizers)',
    query: badge.badgeTemplateRef,
    response: z.object({ ok: z.literal(true) }),
  }),
  digestTemplate: route({
    method: 'POST',
    path: '/v1/digest/template',
    auth: 'user',
    summary:
      'The badge template to print for a ticket and the person’s placeholder values (MST-00061 when none)',
    body: badge.ticketLookup,
    response: badge.digestTemplate,
  }),
  participantBadge: route({
    method: 'GET',
    path: '/v1/event/participant/badge',
    auth: 'user',
    summary: 'A ticket’s badge state: template version and printed flag',
    query: badge.ticketRef,
    response: badge.participantBadge,
  }),
  badgePrinted: route({
    method: 'POST',
    path: '/v1/event/participant/badge/printed',
    auth: 'user',
    summary: 'Record that a station printed a badge directly (print mode "directly")',
    body: badge.badgePrintedBody,
    response: badge.participantBadge,
  }),

  printJobCreate: route({
    method: 'POST',
    path: '/v1/event/print/job',
    auth: 'user',
    summary: 'Queue a badge on one of the event’s printers (print mode "printQueue")',
    body: printJobs.createPrintJobBody,
    response: printJobs.serverPrintJob,
  }),
  printJobList: route({
    method: 'GET',
    path: '/v1/event/print/jobs',
    auth: 'user',
    summary: 'Print jobs of the event, newest first',
    query: printJobs.printJobsQuery,
    response: z.array(printJobs.serverPrintJob),
  }),
  printJobClaim: route({
    method: 'POST',
    path: '/v1/event/print/job/claim',
    auth: 'user',
    summary: 'A print station takes a pending job and gets what it needs to render the badge',
    body: printJobs.claimPrintJobBody,
    response: printJobs.claimedPrintJob,
  }),
  printJobResult: route({
    method: 'POST',
    path: '/v1/event/print/job/result',
    auth: 'user',
    summary: 'A print station reports a job printed or failed',
    body: printJobs.printJobResultBody,
    response: printJobs.serverPrintJob,
  }),

  sessionList: route({
    method: 'GET',
    path: '/v1/event/sessions',
    auth: 'user',
    summary: 'The program: every session of the event I may see, with my state per session',
    query: sessions.sessionListQuery,
    response: z.array(sessions.session),
  }),
  sessionGet: route({
    method: 'GET',
    path: '/v1/event/session',
    auth: 'user',
    summary: 'One session with my state (404 when I may not see it)',
    query: sessions.sessionQuery,
    response: sessions.session,
  }),
  agendaGet: route({
    method: 'GET',
    path: '/v1/event/agenda',
    auth: 'user',
    summary: 'My Agenda: my session occurrences (joined, waiting, declined, speaking…) and off-time',
    query: sessions.agendaQuery,
    response: sessions.agenda,
  }),
  scheduleJoin: route({
    method: 'POST',
    path: '/v1/event/schedule/join',
    auth: 'user',
    summary: 'Join a session occurrence (a blocking session creates a pending request)',
    body: sessions.joinBody,
    response: sessions.scheduleResult,
  }),
  scheduleLeave: route({
    method: 'POST',
    path: '/v1/event/schedule/leave',
    auth: 'user',
    summary: 'Leave a session or withdraw its request; frees the seat',
    body: sessions.leaveBody,
    response: sessions.scheduleResult,
  }),
  scheduleAddToSession: route({
    method: 'POST',
    path: '/v1/event/schedule/addToSession',
    auth: 'user',
    summary: 'Put a participant into a session occurrence (organizers, right onbehalfmeeting)',
    body: sessions.addToSessionBody,
    response: sessions.scheduleResult,
  }),
  schedulePing: route({
    method: 'POST',
    path: '/v1/event/schedule/ping',
    auth: 'user',
    summary:
      'Record that I am in the session now (ljt); answers its room and conference URL with a conference token',
    body: sessions.pingBody,
    response: sessions.pingResult,
  }),
  scheduleCheckIn: route({
    method: 'POST',
    path: '/v1/event/schedule/checkIn',
    auth: 'user',
    summary: 'Check in to a session occurrence of my agenda, from 5 minutes before its start to its end',
    body: sessions.sessionCheckInBody,
    response: sessions.sessionCheckInResult,
  }),
  offTimeAdd: route({
    method: 'POST',
    path: '/v1/event/schedule/participantOff',
    auth: 'user',
    summary: 'Add off-time (a break) to my agenda: date and times in the given timezone',
    body: sessions.offTimeBody,
    response: sessions.offTime,
  }),
  offTimeDelete: route({
    method: 'DELETE',
    path: '/v1/event/schedule/participantOff',
    auth: 'user',
    summary: 'Remove off-time from my agenda',
    query: sessions.offTimeRef,
    response: sessions.okResult,
  }),
  scheduleRequests: route({
    method: 'GET',
    path: '/v1/event/schedule/requests',
    auth: 'user',
    summary: 'Requests to join blocking sessions, oldest first (organizers)',
    query: sessions.scheduleRequestsQuery,
    response: z.array(sessions.scheduleRequest),
  }),
  scheduleDecide: route({
    method: 'POST',
    path: '/v1/event/schedule/request',
    auth: 'user',
    summary: 'Approve (joined) or decline a request to join a blocking session (organizers)',
    body: sessions.scheduleDecisionBody,
    response: sessions.scheduleRequest,
  }),
  participantCalendar: route({
    method: 'POST',
    path: '/v1/event/participant/calendar',
    auth: 'user',
    summary: 'My agenda as an .ics e-mail attachment (mode email) or my calendar feed URL (mode link)',
    body: sessions.calendarBody,
    response: sessions.calendarResult,
  }),
  calendarFeed: route({
    method: 'GET',
    path: '/v1/calendar/:file',
    auth: 'public',
    summary: 'My calendar feed, text/calendar (path ends in {secret}.ics; the secret is the credential)',
    params: sessions.calendarFeedParams,
    response: z.string(),
    produces: 'text/calendar',
  }),
} as const satisfies Record<string, RouteDef>;

export type Routes = typeof routes;
export type RouteName = keyof Routes;
export type RouteBody<K extends RouteName> = Routes[K] extends { body: z.ZodType }
  ? z.input<Routes[K]['body']>
  : never;
export type RouteQuery<K extends RouteName> = Routes[K] extends { query: z.ZodType }
  ? z.input<Routes[K]['query']>
  : never;
export type RouteResponse<K extends RouteName> = z.infer<Routes[K]['response']>;
