import { useMutation } from '@tanstack/react-query';
import { storeUiSettings } from '../uiSettings';

/** Saving UI settings in my profile (storeUiSettings) as a mutation, for a screen that shows its failure. */
export function useStoreUiSettings() {
  return useMutation({ mutationFn: storeUiSettings });
}
