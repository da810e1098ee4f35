import { storage } from '@platform/storage';

/**
 * Spec networking §3: "The events whose profile was filled are kept locally" — the events whose
 * wizard was finished or skipped, whose profile form was saved, or whose profile the server
 * already counts complete. The wizard opens by itself on a first visit to any other event.
 * Signing out clears it with the rest of local storage (spec core §4).
 */
const KEY = 'lanyard.profileFilledEvents';

function filledEvents(): string[] {
  try {
    const parsed: unknown = JSON.parse(storage.get(KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

export const isProfileFilled = (eventId: string) => filledEvents().includes(eventId);

export function markProfileFilled(eventId: string): void {
  const events = filledEvents();
  if (!events.includes(eventId)) storage.set(KEY, JSON.stringify([...events, eventId]));
}
