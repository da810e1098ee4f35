import type { ParticipantTypeSummary } from '@shared/schemas/event';

/**
 * The participant types one may choose in the form and the wizard: those the organizer opened to
 * self-selection, and the participant's own type (kept as it is even when not open). The server
 * refuses a change to any other (a type carries rights).
 */
export const typeChoices = (
  types: readonly ParticipantTypeSummary[],
  ownTypeId: string,
): ParticipantTypeSummary[] => types.filter((type) => type.selfSelectable || type.id === ownTypeId);
