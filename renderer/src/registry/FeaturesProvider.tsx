import { createContext, useContext, type ReactNode } from 'react';
import type { Feature } from './feature';

const FeaturesContext = createContext<readonly Feature[]>([]);

/** Hands the app's features (app/features.ts) to the screens that show what other features add. */
export function FeaturesProvider({
  features,
  children,
}: {
  features: readonly Feature[];
  children: ReactNode;
}) {
  return <FeaturesContext.Provider value={features}>{children}</FeaturesContext.Provider>;
}

export const useFeatures = () => useContext(FeaturesContext);
