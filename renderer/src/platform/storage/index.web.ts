import { createLocalStorage } from './localStorage';
import type { Storage } from './types';

export type { Storage } from './types';
export const storage: Storage = createLocalStorage();
