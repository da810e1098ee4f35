import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OffTimeBody } from '@shared/schemas/sessions';
import { addOffTime, agendaKeys, removeOffTime } from '../api';

/**
 * Adding and removing my off-time in one event's agenda. Either stays pending until the agenda is
 * asked for again, so its button spins until the row it changed is there (or gone).
 */
export function useOffTime(eventId: string) {
  const client = useQueryClient();
  const onSuccess = () => client.invalidateQueries({ queryKey: agendaKeys.agenda(eventId) });
  const add = useMutation({
    mutationFn: (offTime: Omit<OffTimeBody, 'eventId'>) => addOffTime({ eventId, ...offTime }),
    onSuccess,
  });
  const remove = useMutation({ mutationFn: (id: string) => removeOffTime(eventId, id), onSuccess });
  return { add, remove };
}
