import { useQuery } from '@tanstack/react-query';
import { adminDetailsQuery } from '../api';

/** An organizer's view of one participant (asked only when `organizer`). */
export const useAdminDetails = (eventId: string, participantId: string, organizer: boolean) =>
  useQuery({ ...adminDetailsQuery(eventId, participantId), enabled: organizer });
