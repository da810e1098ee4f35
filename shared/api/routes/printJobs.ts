import { z } from 'zod';
import * as printJobs from '../../schemas/printJobs';
import { route, type RouteMap } from './contract';

/** The server print queue of print mode "printQueue" (docs/badges.md). */
export const printJobRoutes = {
  printJobCreate: route({
    method: 'POST',
    path: '/v1/event/print/job',
    auth: 'user',
    access: 'event.checkInStaff',
    summary: 'Queue a badge on one of the event’s printers (print mode "printQueue")',
    body: printJobs.createPrintJobBody,
    response: printJobs.serverPrintJob,
  }),
  printJobList: route({
    method: 'GET',
    path: '/v1/event/print/jobs',
    auth: 'user',
    access: 'event.checkInStaff',
    summary: 'Print jobs of the event, newest first',
    query: printJobs.printJobsQuery,
    response: z.array(printJobs.serverPrintJob),
  }),
  printJobClaim: route({
    method: 'POST',
    path: '/v1/event/print/job/claim',
    auth: 'user',
    access: 'event.checkInStaff',
    summary: 'A print station takes a pending job and gets what it needs to render the badge',
    body: printJobs.claimPrintJobBody,
    response: printJobs.claimedPrintJob,
  }),
  printJobResult: route({
    method: 'POST',
    path: '/v1/event/print/job/result',
    auth: 'user',
    access: 'event.checkInStaff',
    summary: 'A print station reports a job printed or failed',
    body: printJobs.printJobResultBody,
    response: printJobs.serverPrintJob,
  }),
} as const satisfies RouteMap;
