import { hasCategoryAnswer } from '@shared/rules/participantProfile';
import type { EventDetails } from '@shared/schemas/event';
import type { CategoryAnswer } from '@shared/schemas/participants';

// Apart from wizard.ts: ProfileWizardGate wraps every page, so what it imports is in the first bundle.

/**
 * Whether opening the event shows the wizard by itself (spec §2, §3: after a first visit), for an
 * event not yet among the filled ones on this device (filledEvents.ts). Organizers and check-in
 * staff come to run the event, not to network: never. Anyone else when their profile here is not
 * complete and answers none of the event's category questions — the wizard's required step, which
 * matchmaking reads. A profile filled on another device, or given its answers by the organizer's
 * import, is not asked again.
 */
export function wizardDue(
  me: Pick<EventDetails['me'], 'organizer' | 'checkInAdmin'>,
  own: { complete: boolean; categories: readonly CategoryAnswer[] },
): boolean {
  if (me.organizer || me.checkInAdmin) return false;
  return !own.complete && !hasCategoryAnswer(own.categories);
}
