import { devices } from '@platform/devices';
import { api } from '../../api/client';
import { followTopic } from '../../api/live';
import { fetchBadgeDigest } from './api';
import { renderBadge, textBadge } from '../badges';
import { createPrintFlow, type BadgeRenderer } from './print/createPrintFlow';

/** The badges feature's renderer as the print flow and the print station use it. */
export const badgeRenderer: BadgeRenderer = {
  render: async (badge, { dpi, format }) =>
    renderBadge({
      template: badge.template,
      values: badge.values,
      ticketUrl: badge.ticketUrl,
      dpi,
      format,
    }),
  text: (values, ticketUrl) => textBadge(values, ticketUrl),
};

/**
 * Badge printing for the check-in console, the kiosk and the print station: the print flow wired to
 * the API, the live socket, this platform's devices and the badges feature's renderer.
 */
const printFlow = createPrintFlow({
  fetchBadge: fetchBadgeDigest,
  markPrinted: (body) => api('badgePrinted', { body }),
  createServerJob: (body) => api('printJobCreate', { body }),
  followServerJob: (eventId, jobId, onJob) => followTopic('printJob', { eventId, jobId }, onJob),
  devices,
  renderer: badgeRenderer,
});

export const printBadge = printFlow.printBadge;
