import { collisionsWith, type Commitment } from './commitments';
import type { SessionType } from '../schemas/sessions';
import type { TimeSpan } from './sessionState';
import { dateInZone } from './zonedTime';

/**
 * The time-slot picker's slots for two people (spec core §4 "Time-slot picker", DECISIONS 11): the
 * event's 1:1 meeting slots that have not ended, grouped by day in the event's zone, each free or
 * not for both — and when not, why: whose agenda and what in it (the overlap rule is
 * shared/rules/commitments.ts, the same one sessions use). A pending request is no commitment, so
 * it never makes a slot busy (issue 11: the recipient's slot is not locked while a request waits).
 */

/** The session types whose occurrences are meeting slots (spec core §3 Session, DECISIONS 11). */
export const MEETING_SLOT_SESSION_TYPES: readonly SessionType[] = ['moostoo', 'moostoo_meeting'];

/** A meeting slot: an occurrence of a moostoo or moostoo_meeting session. */
export interface MeetingSlot extends TimeSpan {
  id: string;
  sessionId: string;
}

/** What makes a slot not free: a blocking commitment of mine or theirs overlapping it. */
interface SlotBusy extends TimeSpan {
  who: 'me' | 'them';
  kind: Commitment['kind'];
  id: string;
}

/** A slot as the picker shows it: free for both, or busy with the reasons (mine first, each earliest first). */
interface SlotForBoth extends MeetingSlot {
  free: boolean;
  busy: SlotBusy[];
}

/** One day button (yyyy-LL-dd in the event's zone, the day the slot starts) and its slots by start. */
interface SlotDay {
  date: string;
  slots: SlotForBoth[];
}

/**
 * The picker's message (spec core §4): no slot at all; no slot their agenda leaves open (info: the
 * caller cannot change it); or their agenda leaves some open but mine blocks every one of those.
 * Null while a slot is free for both.
 */
type SlotsMessage = 'noMeetingSlots' | 'noSpaceTheirs' | 'noSpaceMine' | null;

export interface SlotsForBoth {
  days: SlotDay[];
  message: SlotsMessage;
}

export interface SlotsForBothInput {
  slots: readonly MeetingSlot[];
  mine: readonly Commitment[];
  theirs: readonly Commitment[];
  now: number;
  /** The event's zone: the days are its calendar days. */
  timeZone: string;
}

/** Each slot not ended with what blocks it, by day; and the picker's message. */
export function slotsForBoth({ slots, mine, theirs, now, timeZone }: SlotsForBothInput): SlotsForBoth {
  const open = slots
    .filter((s) => now < s.endsAt)
    .sort((a, b) => a.startsAt - b.startsAt || a.endsAt - b.endsAt || (a.id < b.id ? -1 : 1));
  const shown = open.map((slot): SlotForBoth => {
    const busy = [
      ...reasons('me', collisionsWith(slot, mine)),
      ...reasons('them', collisionsWith(slot, theirs)),
    ];
    return {
      id: slot.id,
      sessionId: slot.sessionId,
      startsAt: slot.startsAt,
      endsAt: slot.endsAt,
      free: busy.length === 0,
      busy,
    };
  });
  const days: SlotDay[] = [];
  for (const slot of shown) {
    const date = dateInZone(slot.startsAt, timeZone);
    const last = days[days.length - 1];
    if (last?.date === date) last.slots.push(slot);
    else days.push({ date, slots: [slot] });
  }
  return { days, message: messageFor(shown) };
}

function reasons(who: SlotBusy['who'], collisions: readonly Commitment[]): SlotBusy[] {
  return collisions.map((c) => ({ who, kind: c.kind, id: c.id, startsAt: c.startsAt, endsAt: c.endsAt }));
}

const busyFor = (slot: SlotForBoth, who: SlotBusy['who']) => slot.busy.some((b) => b.who === who);

function messageFor(slots: readonly SlotForBoth[]): SlotsMessage {
  if (slots.length === 0) return 'noMeetingSlots';
  if (slots.some((s) => s.free)) return null;
  return slots.every((s) => busyFor(s, 'them')) ? 'noSpaceTheirs' : 'noSpaceMine';
}
