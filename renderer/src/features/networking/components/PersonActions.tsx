import { Suspense } from 'react';
import type { EventDetails } from '@shared/schemas/event';
import type { ParticipantCard } from '@shared/schemas/participants';
import { usePanels } from '../../../registry/usePanels';

export interface PersonActionsProps {
  event: EventDetails;
  person: ParticipantCard;
  place: 'card' | 'profile';
}

/** What other features offer toward this person (the meetings' Meet button), each loaded on demand. */
export function PersonActions(props: PersonActionsProps) {
  const panels = usePanels('personActions');
  return panels.map(({ Component }, index) => (
    <Suspense key={index} fallback={null}>
      <Component {...props} />
    </Suspense>
  ));
}
