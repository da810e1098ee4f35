import type { EventDetails } from '@shared/schemas/event';

/** Badge templates are the organizers' (spec §6). */
export const canEditBadges = (event: Pick<EventDetails, 'me'>) => event.me.organizer;
