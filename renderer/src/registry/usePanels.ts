import { useEffect, useMemo } from 'react';
import type { PanelPlace } from './feature';
import { useFeatures } from './FeaturesProvider';
import { panelsIn } from './panels';

/** The panels other features show at this place of the page; their code starts loading as it mounts. */
export function usePanels<P extends PanelPlace>(place: P) {
  const features = useFeatures();
  const panels = useMemo(() => panelsIn(features, place), [features, place]);
  useEffect(() => panels.forEach((panel) => void panel.preload()), [panels]);
  return panels;
}
