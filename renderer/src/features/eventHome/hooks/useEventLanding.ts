import { useCallback, useMemo } from 'react';
import { useFeatures } from '../../../registry/FeaturesProvider';
import { eventLandingPath } from '../landing';

/** Where an event opens, among the landing pages every feature declares. */
export function useEventLanding(): (eventId: string, indexPagePath: string) => string {
  const features = useFeatures();
  const pages = useMemo(() => features.flatMap((f) => f.landingPages ?? []), [features]);
  return useCallback((eventId, indexPagePath) => eventLandingPath(eventId, indexPagePath, pages), [pages]);
}
