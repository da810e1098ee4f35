import { agendaFeature } from '../features/agenda';
import { authFeature } from '../features/auth';
import { badgesFeature } from '../features/badges';
import { chatFeature } from '../features/chat';
import { checkinFeature } from '../features/checkin';
import { eventHomeFeature } from '../features/eventHome';
import { eventsFeature } from '../features/events';
import { kioskFeature } from '../features/kiosk';
import { legalFeature } from '../features/legal';
import { meetingsFeature } from '../features/meetings';
import { networkingFeature } from '../features/networking';
import { notificationsFeature } from '../features/notifications';
import { printStationFeature } from '../features/printStation';
import { profileFeature } from '../features/profile';
import { sessionsFeature } from '../features/sessions';
import { speakersFeature } from '../features/speakers';
import type { Feature } from '../registry/feature';

/**
 * The renderer's features: the router, the shell's menus and the event page read each one's
 * routes, links, actions and panels from here (registry/feature.ts). A new area adds one line.
 */
export const features: readonly Feature[] = [
  authFeature,
  eventsFeature,
  eventHomeFeature,
  badgesFeature,
  printStationFeature,
  sessionsFeature,
  speakersFeature,
  networkingFeature,
  agendaFeature,
  meetingsFeature,
  notificationsFeature,
  chatFeature,
  checkinFeature,
  kioskFeature,
  legalFeature,
  profileFeature,
];
