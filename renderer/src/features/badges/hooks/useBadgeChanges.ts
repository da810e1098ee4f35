import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RouteBody } from '@shared/api/routes';
import { eventKeys } from '../../eventHome';
import { badgeKeys, deleteBadge, saveBadge } from '../api';

/**
 * Saving (creating, making default) and deleting templates. After either, the event's templates
 * and its details (which name the default badge the consoles print) are asked for again.
 */
export function useBadgeChanges(eventId: string) {
  const client = useQueryClient();
  // Not awaited: the toast and the button follow the answer, the list follows its own reload.
  const onSuccess = () => {
    void client.invalidateQueries({ queryKey: badgeKeys.list(eventId) });
    void client.invalidateQueries({ queryKey: eventKeys.details(eventId) });
  };
  const save = useMutation({ mutationFn: (body: RouteBody<'badgeSave'>) => saveBadge(body), onSuccess });
  const remove = useMutation({ mutationFn: (id: string) => deleteBadge(eventId, id), onSuccess });
  return { save, remove };
}
