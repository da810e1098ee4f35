import { useSyncExternalStore } from 'react';
import { storage } from '@platform/storage';

/** Spec networking §4 "Attendees seen are marked as viewed, locally" (local storage viewedAttendees). */
const KEY = 'lanyard.viewedAttendees';
/** The most ids kept: the oldest views are forgotten first, so the entry stays small. */
const MAX_VIEWED = 2000;

/** The stored list, or none when it is missing or not a list of ids. */
export function parseViewed(raw: string | null): string[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/** The list with `id` as the latest view, at most `max` long. */
export function withViewed(ids: readonly string[], id: string, max = MAX_VIEWED): string[] {
  const next = ids.filter((each) => each !== id);
  next.push(id);
  return next.slice(Math.max(0, next.length - max));
}

// Read through from storage (cached by its text), so a sign-out's clearing is seen at once.
let cachedRaw: string | null | undefined;
let cached: ReadonlySet<string> = new Set();
const listeners = new Set<() => void>();

function current(): ReadonlySet<string> {
  const raw = storage.get(KEY);
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cached = new Set(parseViewed(raw));
  }
  return cached;
}

/** Remembers that the viewer opened this person's profile. */
export function markViewed(participantId: string): void {
  if (current().has(participantId)) return;
  storage.set(KEY, JSON.stringify(withViewed([...current()], participantId)));
  listeners.forEach((notify) => notify());
}

/** The people the viewer has opened, kept current as they open more. */
export function useViewedAttendees(): ReadonlySet<string> {
  return useSyncExternalStore(
    (notify) => {
      listeners.add(notify);
      return () => listeners.delete(notify);
    },
    current,
    current,
  );
}
