import { useMutation, useQuery } from '@tanstack/react-query';
import { calendarLinkQuery, emailAgenda } from '../api';

/** The export modal's calls: my calendar feed's link (a query) and e-mailing the agenda (a mutation). */
export function useAgendaExport(eventId: string) {
  const link = useQuery(calendarLinkQuery(eventId));
  const mail = useMutation({ mutationFn: () => emailAgenda(eventId) });
  return { link, mail };
}
