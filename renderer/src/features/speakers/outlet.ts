import { useOutletContext } from 'react-router';
import type { SpeakerCard } from '@shared/schemas/participants';
import type { EventDetails } from '@shared/schemas/event';

/** What the speakers page hands the speaker details opened over it. */
export interface SpeakersOutletContext {
  event: EventDetails;
  /** The listed speaker (kept live); undefined when the list does not have them. */
  find: (speakerId: string) => SpeakerCard | undefined;
  /** The list is still loading (a speaker not found yet may still come). */
  loading: boolean;
  /** Why the list could not be loaded, if it could not. */
  error: Error | null;
  now: number;
}

export const useSpeakersOutlet = () => useOutletContext<SpeakersOutletContext>();
