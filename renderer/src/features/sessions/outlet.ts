import { useOutletContext } from 'react-router';
import type { EventDetails } from '@shared/schemas/event';
import type { Session } from '@shared/schemas/sessions';

/** What the program hands the session details opened over it. */
export interface ProgramOutletContext {
  event: EventDetails;
  /** The session as the program has it (kept live), undefined when the program does not list it. */
  find: (sessionId: string) => Session | undefined;
  update: (session: Session) => void;
  now: number;
}

export const useProgramOutlet = () => useOutletContext<ProgramOutletContext>();
