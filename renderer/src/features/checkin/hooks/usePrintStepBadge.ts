import { useQuery } from '@tanstack/react-query';
import { useEffect, useEffectEvent } from 'react';
import { ErrorCode } from '@shared/errors';
import type { DigestTemplate } from '@shared/schemas/badge';
import { ApiCallError } from '../../../api/errors';
import { badgeDigestQuery } from '../../station';

export interface PrintStepBadgeEvents {
  /** The digest arrived (printed says which of the two print modes applies). */
  onLoaded: (badge: DigestTemplate) => void;
  /** MST-00061 (no badge template) or another failure to load the badge. */
  onMissing: (reason: 'templateMissing' | 'failed') => void;
}

/**
 * The badge of the print step's ticket (station badgeDigestQuery), null until it arrives; the
 * console hears of its answer or its failure to move its own steps on.
 */
export function usePrintStepBadge(
  eventId: string,
  ticketId: string,
  { onLoaded, onMissing }: PrintStepBadgeEvents,
): DigestTemplate | null {
  const { data, error } = useQuery(badgeDigestQuery(eventId, ticketId));
  const loaded = useEffectEvent(onLoaded);
  const missing = useEffectEvent(onMissing);

  useEffect(() => {
    if (data) loaded(data);
  }, [data]);
  useEffect(() => {
    if (!error) return;
    const noTemplate = error instanceof ApiCallError && error.code === ErrorCode.MissingPrintTemplate;
    missing(noTemplate ? 'templateMissing' : 'failed');
  }, [error]);

  return data ?? null;
}
