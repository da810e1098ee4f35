import { storage } from '@platform/storage';

/** spec core §3 local storage lastVisitedEvent: the event whose program was opened last (My Agenda starts there). */
const KEY = 'lanyard.lastVisitedEvent';

export const rememberEvent = (eventId: string) => storage.set(KEY, eventId);
export const lastVisitedEvent = () => storage.get(KEY);
