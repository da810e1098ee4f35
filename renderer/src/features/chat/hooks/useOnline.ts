import { useSyncExternalStore } from 'react';

const subscribe = (onChange: () => void) => {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
};

/** Whether the browser says it is online (issue 12: offline shows a notice, messages wait). */
export const useOnline = (): boolean => useSyncExternalStore(subscribe, () => navigator.onLine);
