import { createLocalStorage } from './localStorage';
import type { Storage } from './types';

export type { Storage } from './types';
/** The Electron renderer has the same localStorage for now; a file-backed store can replace it here. */
export const storage: Storage = createLocalStorage();
